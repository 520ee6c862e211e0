import sharp from 'sharp'
import { admin, expect, jsonBody, test } from './fixtures'
import { freshLoopback } from './http'

const gps = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '23/1 48/1 3600/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '90/1 24/1 0/1',
}

/** A photo as a phone takes it: EXIF with (or without) a GPS position and a sideways orientation. */
async function phonePhoto(withGps = true): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' }, ...(withGps ? { IFD3: gps } : {}) })
    .toBuffer()
}

const multipartPhoto = (title: string, file: { name: string; type: string; data: Buffer }) => {
  const boundary = 'photo-boundary'
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([
      Buffer.from(field('title', title) + field('category', 'disaster') + field('isActive', 'false')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

test('an uploaded photo keeps no EXIF or GPS position, in the original or any variant, and gets a generated name', async ({
  direct,
}) => {
  const original = await phonePhoto()
  const before = await sharp(original).metadata()
  expect(before.exif).toBeTruthy()
  // The GPS position is really in the file that goes up.
  expect(before.exif!.length).toBeGreaterThan((await sharp(await phonePhoto(false)).metadata()).exif!.length)
  expect(before.orientation).toBe(6)
  expect(original.includes(Buffer.from('PhoneMaker'))).toBe(true)
  const login = await direct.send({ method: 'POST', path: '/api/login', from: freshLoopback(), ...jsonBody(admin) })
  const token = login.json().data.token as string

  const form = multipartPhoto(`GPS test ${Date.now()}`, { name: 'evil.html', type: 'text/html', data: original })
  const created = await direct.send({
    method: 'POST',
    path: '/api/photos',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    body: form.body,
  })
  expect(created.status, created.text).toBe(201)
  const photo = created.json().data
  try {
    const urls: string[] = [
      photo.imageUrl,
      ...Object.values(photo.sizes as Record<string, { url: string }>).map((s) => s.url),
    ]
    expect(urls.length).toBeGreaterThan(1)
    for (const url of urls) {
      expect(url).not.toContain('evil')
      expect(url).not.toMatch(/\.html?$/)
      const file = await direct.send({
        path: new URL(url, direct.baseURL).pathname,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(file.status, url).toBe(200)
      const meta = await sharp(file.body).metadata()
      expect(meta.exif, `${url} keeps EXIF`).toBeUndefined()
      expect(file.body.includes(Buffer.from('PhoneMaker')), `${url} keeps the camera's name`).toBe(false)
      // The orientation was applied before the metadata went: the picture now stands upright.
      expect((meta.height ?? 0) > (meta.width ?? 0), `${url} is upright`).toBe(true)
    }
  } finally {
    await direct.send({
      method: 'DELETE',
      path: `/api/photos/${photo.id}`,
      headers: { authorization: `Bearer ${token}` },
    })
  }
})

test('a photo that does not fully decode is refused with 415, and nothing is stored', async ({ direct }) => {
  const login = await direct.send({ method: 'POST', path: '/api/login', from: freshLoopback(), ...jsonBody(admin) })
  const auth = { authorization: `Bearer ${login.json().data.token}` }
  const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 20, b: 160 } } })
    .jpeg()
    .toBuffer()
  const title = `Broken ${Date.now()}`
  const form = multipartPhoto(title, {
    name: 'broken.jpg',
    type: 'image/jpeg',
    data: whole.subarray(0, Math.floor(whole.length / 2)),
  })
  const res = await direct.send({
    method: 'POST',
    path: '/api/photos',
    headers: { ...auth, ...form.headers },
    body: form.body,
  })
  expect(res.status).toBe(415)
  expect(res.json().message).toMatch(/^The file is not a supported image/)
  const listed = await direct.send({ path: '/api/photos', headers: auth })
  expect(listed.text).not.toContain(title)
})
