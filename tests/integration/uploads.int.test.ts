import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { mediaRoot } from '../../src/core/uploads/image-upload'
import { describe, expect, it } from 'vitest'
import { maxImageBytes } from '../../src/schemas/photo'
import { testPayload, unique } from '../helpers/payload'

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer()

const upload = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })

async function createPhoto(file: ReturnType<typeof upload>) {
  const payload = await testPayload()
  return payload.create({
    collection: 'photos',
    data: { title: unique('photo'), category: 'events', isActive: true },
    file,
    overrideAccess: true,
  })
}

describe('gallery photo uploads', () => {
  it('accepts a real image and makes resized WebP variants with sharp', async () => {
    const photo = await createPhoto(upload(await jpeg(2000, 1200), `${unique('field')}.jpg`, 'image/jpeg'))
    expect(photo.mimeType).toBe('image/jpeg')
    expect(photo.width).toBe(2000)
    const sizes = photo.sizes as Record<
      string,
      { width?: number | null; mimeType?: string | null; url?: string | null }
    >
    expect(sizes.thumbnail).toMatchObject({ width: 320, mimeType: 'image/webp' })
    expect(sizes.card).toMatchObject({ width: 640, mimeType: 'image/webp' })
    expect(sizes.large).toMatchObject({ width: 1280, mimeType: 'image/webp' })
    expect(sizes.card.url).toMatch(/\.webp$/)
  })

  it('does not enlarge a small image', async () => {
    const photo = await createPhoto(upload(await jpeg(500, 300), `${unique('small')}.jpg`, 'image/jpeg'))
    const sizes = photo.sizes as Record<string, { width?: number | null }>
    expect(sizes.large?.width ?? 0).toBeLessThanOrEqual(500)
    expect(sizes.card?.width ?? 0).toBeLessThanOrEqual(500)
  })

  it.each([
    ['text named .jpg', Buffer.from('this is not a picture at all, just words'), 'fake.jpg', 'image/jpeg'],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]), 'broken.jpg', 'image/jpeg'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'doc.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_label, data, name, mimetype) => {
    const payload = await testPayload()
    const before = await payload.count({ collection: 'photos', overrideAccess: true })
    await expect(createPhoto(upload(data, name, mimetype))).rejects.toMatchObject({ status: 415 })
    const after = await payload.count({ collection: 'photos', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.alloc(maxImageBytes + 1, 0xff)
    await expect(createPhoto(upload(big, 'huge.jpg', 'image/jpeg'))).rejects.toMatchObject({ status: 413 })
  })

  it('member images go through the same check', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'x' },
        file: upload(Buffer.from('GIF89a but not really'), 'p.gif', 'image/gif'),
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 415 })
  })

  it('visitors cannot upload', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'photos',
        data: { title: 'x', category: 'events', isActive: true },
        file: upload(await jpeg(100, 100), 'a.jpg', 'image/jpeg'),
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('uploaded files on disk (second review, row 9)', () => {
  it("are readable by the site's account and its group only: files 0640, folders 0750", async () => {
    const photo = await createPhoto(upload(await jpeg(800, 600), `${unique('modes')}.jpg`, 'image/jpeg'))
    const dir = path.join(mediaRoot(), 'photos')
    const names = [
      photo.filename!,
      ...Object.values(photo.sizes as Record<string, { filename?: string | null }>).map((size) => size.filename!),
    ]
    expect(names.length).toBeGreaterThan(1)
    for (const name of names) expect((fs.statSync(path.join(dir, name)).mode & 0o777).toString(8), name).toBe('640')
    expect((fs.statSync(dir).mode & 0o777).toString(8)).toBe('750')
    expect((fs.statSync(mediaRoot()).mode & 0o777).toString(8)).toBe('750')
  })
})
