import { afterAll, expect, test } from 'vitest'
import { renderFirstPage } from '../../src/core/uploads/pdf-upload'
import { onePagePdf } from '../helpers/pdf'

// What drizzle-kit does when Payload pushes the schema in development (`npm run dev`): PDF.js
// refuses to load in a process whose arrays have such a method. It draws in a process of its own.
const arrays = Array.prototype as unknown as Record<string, unknown>
afterAll(() => {
  delete arrays.random
})

test("a PDF's first page is drawn, as a PNG, in a process of its own, even when a library here has added an enumerable method to every array", async () => {
  arrays.random = function random(this: unknown[]) {
    return this[Math.floor(Math.random() * this.length)]
  }
  const cover = await renderFirstPage(await onePagePdf('Salinity in drinking water'))
  if (!('picture' in cover)) throw new Error(`refused: ${cover.refused}`)
  expect(cover.picture.subarray(1, 4).toString()).toBe('PNG')
  // 480 pixels wide (the PNG's IHDR).
  expect(cover.picture.readUInt32BE(16)).toBe(480)
})

test('bytes that are not a PDF, or a PDF cut short, give no picture', async () => {
  expect(await renderFirstPage(Buffer.from('<html>not a pdf</html>'))).toEqual({ refused: 'not-a-pdf' })
  const pdf = await onePagePdf('Cut short')
  expect(await renderFirstPage(pdf.subarray(0, Math.floor(pdf.length / 3)))).toEqual({ refused: 'not-a-pdf' })
})

test('drawing that takes longer than allowed is stopped and refused', async () => {
  const started = Date.now()
  expect(await renderFirstPage(await onePagePdf('Slow to draw'), 50)).toEqual({ refused: 'too-heavy' })
  // Stopped, not waited for: the process needs far longer than this to start and draw.
  expect(Date.now() - started).toBeLessThan(2000)
})
