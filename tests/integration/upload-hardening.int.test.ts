import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { mediaRoot } from '../../src/core/uploads/image-upload'
import { testPayload, unique } from '../helpers/payload'

/**
 * What is stored of an upload (src/core/uploads): the image written again, upright, without any
 * metadata, under a random name with the extension of the format it really is; and a file
 * that does not decode completely is refused with the 415 message. Every check reads the
 * files on disk, the original and each resized variant, as the file endpoint serves them.
 */

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

type Collection = 'media' | 'photos'
const dirOf = (collection: Collection) => path.join(mediaRoot(), collection === 'media' ? 'images' : 'photos')
const upload = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })
const notAnImage = 'The file is not a supported image (JPEG, PNG, WEBP, GIF, AVIF).'

function create(collection: Collection, file: ReturnType<typeof upload>) {
  return collection === 'media'
    ? payload.create({ collection, data: { alt: 'Portrait' }, file, overrideAccess: true })
    : payload.create({
        collection,
        data: { title: unique('photo'), category: 'events', isActive: true },
        file,
        overrideAccess: true,
      })
}

type Stored = {
  filename?: string | null
  url?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
  sizes?: unknown
}
type Size = {
  filename?: string | null
  url?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
}
const sizesOf = (doc: Stored) =>
  Object.entries((doc.sizes ?? {}) as Record<string, Size>).filter(([, size]) => size.filename)

/** The original and every variant, as files on disk. */
const filesOf = (collection: Collection, doc: Stored) =>
  [doc.filename, ...sizesOf(doc).map(([, size]) => size.filename)].map((name) => path.join(dirOf(collection), name!))

/**
 * A photo taken sideways: stored 600 x 400 with EXIF orientation 6 (turn a quarter clockwise
 * to view), the left half red and the right half blue, so that upright it is 400 x 600 with
 * red on top. It carries a GPS position, camera details, XMP and a Display P3 ICC profile.
 */
const sidewaysPhoto = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .extend({ right: 300, background: { r: 20, g: 20, b: 220 } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'SecretCam', ImageDescription: 'SECRET-PLACE' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 0/1',
        GPSMapDatum: 'SECRET-DATUM',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>SECRET-PERSON</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile('p3')
    .toBuffer()

const secrets = ['SECRET', 'SecretCam', 'Exif\0\0', 'http://ns.adobe.com/xap', 'ICC_PROFILE', 'Photoshop 3.0']

/** The colour of one pixel of a stored file. */
async function pixel(file: string, x: number, y: number) {
  const { data } = await sharp(file)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { r: data[0], g: data[1], b: data[2] }
}
const isRed = (p: { r: number; b: number }) => p.r > 150 && p.b < 100
const isBlue = (p: { r: number; b: number }) => p.b > 150 && p.r < 100

describe('an uploaded photo with EXIF, GPS and a sideways orientation', () => {
  it('the test photo really carries them', async () => {
    const meta = await sharp(await sidewaysPhoto()).metadata()
    expect(meta).toMatchObject({ width: 600, height: 400, orientation: 6 })
    expect(meta.exif?.toString('latin1')).toContain('SECRET-DATUM')
    expect(meta.xmp?.toString()).toContain('SECRET-PERSON')
    expect(meta.icc).toBeDefined()
  })

  it.each<Collection>(['media', 'photos'])(
    'is stored in %s upright, with no metadata in the original or any variant',
    async (collection) => {
      const doc = await create(collection, upload(await sidewaysPhoto(), 'holiday.jpg', 'image/jpeg'))
      expect(doc).toMatchObject({ width: 400, height: 600, mimeType: 'image/jpeg' })
      const files = filesOf(collection, doc)
      expect(files.length).toBe(4) // the original, thumbnail, card and large
      for (const file of files) {
        const meta = await sharp(file).metadata()
        expect(meta.exif, file).toBeUndefined()
        expect(meta.xmp, file).toBeUndefined()
        expect(meta.iptc, file).toBeUndefined()
        expect(meta.icc, file).toBeUndefined()
        expect(meta.orientation ?? 1, file).toBe(1)
        const bytes = fs.readFileSync(file).toString('latin1')
        for (const secret of secrets) expect(bytes, `${secret} in ${file}`).not.toContain(secret)
      }
      // Upright: portrait, with the red half (the photo's left side) now on top.
      const [original] = files
      expect(await sharp(original).metadata()).toMatchObject({ width: 400, height: 600 })
      expect(isRed(await pixel(original, 200, 50))).toBe(true)
      expect(isBlue(await pixel(original, 200, 550))).toBe(true)
      for (const [name, size] of sizesOf(doc)) {
        const file = path.join(dirOf(collection), size.filename!)
        const { width, height } = await sharp(file).metadata()
        if (name !== 'thumbnail') expect(height, name).toBeGreaterThan(width!) // the thumbnail is a square crop
        expect(isRed(await pixel(file, Math.floor(width! / 2), 2)), name).toBe(true)
        expect(isBlue(await pixel(file, Math.floor(width! / 2), height! - 3)), name).toBe(true)
      }
    },
  )

  it('replacing the file of a photo cleans the new one too', async () => {
    const photo = await create(
      'photos',
      upload(
        await sharp({ create: { width: 300, height: 200, channels: 3, background: 'green' } })
          .png()
          .toBuffer(),
        'a.png',
        'image/png',
      ),
    )
    const updated = await payload.update({
      collection: 'photos',
      id: photo.id,
      data: {},
      file: upload(await sidewaysPhoto(), 'b.jpg', 'image/jpeg'),
      overrideAccess: true,
    })
    expect(updated.filename).not.toBe(photo.filename)
    expect(updated).toMatchObject({ width: 400, height: 600, mimeType: 'image/jpeg' })
    for (const file of filesOf('photos', updated)) expect((await sharp(file).metadata()).exif, file).toBeUndefined()
  })
})

describe('the stored name', () => {
  const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

  it.each<Collection>(['media', 'photos'])(
    'of evil.html that is really a PNG is random, with .png, in %s',
    async (collection) => {
      const png = await sharp({
        create: { width: 800, height: 500, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 0.5 } },
      })
        .png()
        .toBuffer()
      const doc = await create(collection, upload(png, 'evil.html', 'text/html'))
      expect(doc.filename).toMatch(new RegExp(`^${uuid}\\.png$`))
      expect(doc.mimeType).toBe('image/png')
      expect(doc.url).toMatch(new RegExp(`/${doc.filename}$`))
      const base = doc.filename!.replace(/\.png$/, '')
      for (const [name, size] of sizesOf(doc)) {
        expect(size.filename, name).toMatch(new RegExp(`^${base}-\\d+x\\d+\\.webp$`))
        expect(size.url, name).toMatch(new RegExp(`/${size.filename}$`))
        expect(size.mimeType, name).toBe('image/webp')
      }
      expect(JSON.stringify(doc)).not.toContain('evil')
      expect(fs.readdirSync(dirOf(collection)).filter((file) => file.includes('evil'))).toEqual([])
    },
  )

  it.each([
    [
      'a JPEG named .png',
      () =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: 'orange' } })
          .jpeg()
          .toBuffer(),
      'photo.png',
      'image/png',
      'jpg',
      'image/jpeg',
    ],
    [
      'a PNG',
      () =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: 'orange' } })
          .png()
          .toBuffer(),
      'photo',
      'application/octet-stream',
      'png',
      'image/png',
    ],
    [
      'a WebP named .gif',
      () =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: 'orange' } })
          .webp()
          .toBuffer(),
      'x.gif',
      'image/gif',
      'webp',
      'image/webp',
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: 'orange' } })
          .gif()
          .toBuffer(),
      'x.jpeg',
      'image/jpeg',
      'gif',
      'image/gif',
    ],
    [
      'an AVIF',
      () =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: 'orange' } })
          .avif()
          .toBuffer(),
      'x.avif',
      'image/avif',
      'avif',
      'image/avif',
    ],
  ])('of %s has the extension and type of what it really is', async (_label, make, name, mimetype, ext, mime) => {
    const doc = await create('media', upload(await make(), name, mimetype))
    expect(doc.filename).toMatch(new RegExp(`^${uuid}\\.${ext}$`))
    expect(doc.mimeType).toBe(mime)
    const [original] = filesOf('media', doc)
    expect((await sharp(original).metadata()).format).toBe(ext === 'jpg' ? 'jpeg' : ext === 'avif' ? 'heif' : ext)
  })
})

describe('what is kept of the picture', () => {
  it('a PNG stays lossless: every pixel as uploaded', async () => {
    const png = await sharp({
      create: {
        width: 120,
        height: 80,
        channels: 3,
        background: 'black',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    const doc = await create('photos', upload(png, 'noise.png', 'image/png'))
    const [original] = filesOf('photos', doc)
    const raw = (input: Buffer | string) => sharp(input).removeAlpha().raw().toBuffer()
    expect((await raw(original)).equals(await raw(png))).toBe(true)
  })

  it('an animated GIF stays animated, with its timing', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 60, height: 40, channels: 3, background } })
        .png()
        .toBuffer()
    const gif = await sharp([await frame('red'), await frame('blue'), await frame('red')], { join: { animated: true } })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer()
    const doc = await create('media', upload(gif, 'spin.gif', 'image/gif'))
    expect(doc).toMatchObject({ mimeType: 'image/gif', width: 60, height: 40 })
    const [original] = filesOf('media', doc)
    expect(await sharp(original, { animated: true }).metadata()).toMatchObject({
      pages: 3,
      pageHeight: 40,
      delay: [100, 200, 300],
    })
  })

  it('an animated WebP stays animated, without its EXIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 60, height: 40, channels: 3, background } })
        .png()
        .toBuffer()
    const webp = await sharp([await frame('red'), await frame('blue')], { join: { animated: true } })
      .webp({ delay: [100, 200] })
      .withExif({ IFD3: { GPSMapDatum: 'SECRET-DATUM' } })
      .toBuffer()
    expect((await sharp(webp).metadata()).exif).toBeDefined()
    const doc = await create('photos', upload(webp, 'spin.webp', 'image/webp'))
    const [original] = filesOf('photos', doc)
    const meta = await sharp(original, { animated: true }).metadata()
    expect(meta).toMatchObject({ format: 'webp', pages: 2, pageHeight: 40 })
    expect(meta.exif).toBeUndefined()
  })
})

describe('a file that does not decode completely', () => {
  /** A real photo: noise, so that its compressed data is long. */
  const photo = () =>
    sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: 'black',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer()

  /** The same bytes with its scan data overwritten from a third of the way on (a fixed pseudo-random sequence). */
  async function overwritten() {
    const bytes = Buffer.from(await photo())
    for (let i = Math.floor(bytes.length / 3); i < bytes.length - 2; i++) bytes[i] = (i * 7919) & 0xff
    return bytes
  }

  const allFiles = () => [...fs.readdirSync(dirOf('media')), ...fs.readdirSync(dirOf('photos'))].length
  const allDocs = async () =>
    (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs +
    (await payload.count({ collection: 'photos', overrideAccess: true })).totalDocs

  const cut = async () => (await photo()).subarray(0, 20_000)
  it.each<[string, Collection, () => Promise<Buffer>]>([
    ['a JPEG cut in the middle', 'media', cut],
    ['a JPEG cut in the middle', 'photos', cut],
    ['a JPEG whose scan data is overwritten', 'media', overwritten],
    ['a JPEG whose scan data is overwritten', 'photos', overwritten],
  ])('%s is refused by %s with 415 and the message, and nothing is stored', async (_label, collection, make) => {
    const bytes = await make()
    // Its header alone still reads as a JPEG of the right size: only a full decode tells.
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 })
    await create('media', upload(await photo(), 'warm-up.jpg', 'image/jpeg')) // the folders exist
    const [files, docs] = [allFiles(), await allDocs()]
    await expect(create(collection, upload(bytes, 'photo.jpg', 'image/jpeg'))).rejects.toMatchObject({
      status: 415,
      message: notAnImage,
    })
    expect(allFiles()).toBe(files)
    expect(await allDocs()).toBe(docs)
  })

  it("a visitor's upload is refused as forbidden (403) before its bytes are even looked at", async () => {
    for (const bytes of [await cut(), Buffer.from('not a picture at all')]) {
      await expect(
        payload.create({
          collection: 'media',
          data: { alt: 'x' },
          file: upload(bytes, 'x.jpg', 'image/jpeg'),
          overrideAccess: false,
        }),
      ).rejects.toMatchObject({ status: 403 })
    }
  })
})
