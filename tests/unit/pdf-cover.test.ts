import { afterAll, expect, test } from 'vitest'
import { renderFirstPage } from '../../src/core/uploads/pdf-upload'
import { onePagePdf } from '../helpers/pdf'

// What drizzle-kit does when Payload pushes the schema in development (`npm run dev`).
const arrays = Array.prototype as unknown as Record<string, unknown>
afterAll(() => {
  delete arrays.random
})

test("a PDF's first page is drawn even when a library has added an enumerable method to every array", async () => {
  arrays.random = function random(this: unknown[]) {
    return this[Math.floor(Math.random() * this.length)]
  }
  const cover = await renderFirstPage(await onePagePdf('Salinity in drinking water'))
  expect(cover?.subarray(1, 4).toString()).toBe('PNG')
  // Still there for the library that added it, only no longer listed by for...in.
  expect(typeof ([1, 2] as unknown as { random: () => number }).random()).toBe('number')
  expect(Object.keys(Object.getOwnPropertyDescriptors(Array.prototype))).toContain('random')
  const listed: string[] = []
  for (const key in [1]) listed.push(key)
  expect(listed).toEqual(['0'])
})

test('bytes that are not a PDF give no picture', async () => {
  expect(await renderFirstPage(Buffer.from('<html>not a pdf</html>'))).toBeNull()
})
