import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import S3rver from 's3rver'
import sharp from 'sharp'
import { alive, postmaster, s3rverSettings, startSite, type Site } from './helpers'
import { freePort } from '../../scripts/lib/free-port'

// docs/decisions/014-several-instances.md: with S3_BUCKET set, uploaded images live in an
// S3-compatible bucket (here s3rver, started by the test), re-encoded as before, and are
// still served by the site through the media access rules. The site's MEDIA_DIR stays empty.

const bucket = 'site-media'

/** Every object key in the s3rver bucket (s3rver keeps `<key>._S3rver_object` files). */
function objectKeys(s3Dir: string): string[] {
  const root = path.join(s3Dir, bucket)
  if (!fs.existsSync(root)) return []
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => f.endsWith('._S3rver_object'))
    .map((f) =>
      f
        .replace(/\._S3rver_object$/, '')
        .split(path.sep)
        .join('/'),
    )
    .sort()
}
const objectBytes = (s3Dir: string, key: string) => fs.readFileSync(path.join(s3Dir, bucket, `${key}._S3rver_object`))

/** Every file under a folder, at any depth. */
const filesUnder = (dir: string) =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : []

test.describe('uploaded images on S3-compatible storage', () => {
  test.describe.configure({ mode: 'serial' })
  let dir: string
  let s3Dir: string
  let mediaDir: string
  let s3: S3rver
  let site: Site
  let api: APIRequestContext
  let auth: Record<string, string>
  const admin = { username: 'ops-admin', password: randomBytes(12).toString('base64url') }

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-s3-'))
    fs.chmodSync(dir, 0o711)
    s3Dir = path.join(dir, 's3')
    mediaDir = path.join(dir, 'media')
    const s3Port = await freePort()
    s3 = new S3rver({
      address: '127.0.0.1',
      port: s3Port,
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: bucket }],
    })
    await s3.run()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: path.join(dir, 'data'),
      MEDIA_DIR: mediaDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...s3rverSettings(s3Port, bucket),
    }
    // An embedded PostgreSQL of its own, in DATA_DIR; the seed uploads its portraits and photos.
    delete env.DATABASE_URL
    site = await startSite(env)
    api = await playwrightRequest.newContext({ baseURL: site.baseURL })
    const login = await api.post('/api/login', { data: admin })
    expect(login.status(), await login.text()).toBe(200)
    auth = { Authorization: `Bearer ${(await login.json()).data.token}` }
  })

  test.afterAll(async () => {
    await api?.dispose()
    await site?.stop()
    const lockFile = path.join(dir, 'data/postgres/postmaster.pid')
    const pid = fs.existsSync(lockFile) ? postmaster(path.dirname(lockFile)).pid : 0
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL')
    await s3?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('the seeded images are in the bucket, none in MEDIA_DIR, and public pages show them from it', async () => {
    const keys = objectKeys(s3Dir)
    expect(
      keys.some((k) => /^images\/[^/]+\.(jpg|png|webp)$/.test(k)),
      keys.join('\n'),
    ).toBe(true)
    expect(
      keys.some((k) => /^photos\//.test(k)),
      keys.join('\n'),
    ).toBe(true)
    expect(filesUnder(mediaDir)).toEqual([])

    const html = await (await api.get('/?tab=about&section=board&lang=en')).text()
    // The plugin adds the object's prefix to the URL (`?prefix=images`).
    const sources = [...html.matchAll(/<img src="\/api\/cms\/media\/file\/([^"?]+)(?:\?prefix=images)?"/g)].map(
      (m) => m[1],
    )
    expect(sources.length, 'the board shows portraits').toBeGreaterThan(0)
    for (const name of sources) {
      const res = await api.get(`/api/cms/media/file/${name}`)
      expect(res.status(), name).toBe(200)
      expect(res.headers()['content-type']).toMatch(/^image\//)
      // Byte for byte the object in the bucket.
      expect(Buffer.compare(await res.body(), objectBytes(s3Dir, `images/${name}`)), name).toBe(0)
    }
  })

  test('an upload is re-encoded before it reaches the bucket, and read through the access rules', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSMapDatum: 'SECRET-DATUM' } })
      .toBuffer()
    expect(photo.toString('latin1')).toContain('SECRET-DATUM')
    const name = `Shirin Akter ${Date.now().toString(36)}`
    const created = await api.post('/api/members', {
      headers: auth,
      multipart: {
        name,
        title: 'Glaciologist',
        memberType: 'team',
        displayOrder: '9',
        image: { name: 'evil.html', mimeType: 'text/html', buffer: photo },
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const member = (await created.json()).data
    const file = new URL(member.image.url, site.baseURL).pathname.split('/').pop()!
    // A random name with the real format's extension; the original and each WebP variant in the bucket.
    expect(file).toMatch(/^[0-9a-f-]{36}\.jpg$/)
    const stem = file.replace(/\.jpg$/, '')
    const stored = objectKeys(s3Dir).filter((k) => k.startsWith(`images/${stem}`))
    expect(stored).toEqual([
      `images/${stem}-1280x800.webp`,
      `images/${stem}-320x320.webp`,
      `images/${stem}-640x400.webp`,
      `images/${file}`,
    ])
    expect(stored.length).toBe(4)
    for (const key of stored) expect(objectBytes(s3Dir, key).toString('latin1')).not.toContain('SECRET')
    expect(filesUnder(mediaDir)).toEqual([])

    // The team page shows it, served from the bucket.
    const page = await (await api.get('/?tab=about&section=team&lang=en')).text()
    expect(page).toContain(name)
    expect(page).toContain(`/api/cms/media/file/${stem}-320x320.webp`)
    expect((await api.get(`/api/cms/media/file/${file}`)).status()).toBe(200)

    // Hidden member: its portrait is the administrators' only, though it is still in the bucket.
    const hidden = await api.put(`/api/members/${member.id}`, {
      headers: auth,
      data: { name, title: 'Glaciologist', memberType: 'team', isActive: false },
    })
    expect(hidden.status()).toBe(200)
    expect((await api.get(`/api/cms/media/file/${file}`)).status()).toBe(403)
    expect((await api.get(`/api/cms/media/file/${stem}-320x320.webp`)).status()).toBe(403)
    expect((await api.get(`/api/cms/media/file/${file}`, { headers: auth })).status()).toBe(200)

    // Deleting the member moves it to the trash, portrait kept (it can be restored); deleting it
    // for good (the purge after 30 days, or Payload's trash view) deletes the portrait, in the bucket too.
    expect((await api.delete(`/api/members/${member.id}`, { headers: auth })).status()).toBe(200)
    expect(objectKeys(s3Dir).filter((k) => k.startsWith(`images/${stem}`))).toHaveLength(4)
    const purged = await api.delete(`/api/cms/members/${member.id}?trash=true`, {
      headers: { Authorization: auth.Authorization.replace('Bearer', 'JWT') },
    })
    expect(purged.status(), await purged.text()).toBe(200)
    await expect
      .poll(() => objectKeys(s3Dir).filter((k) => k.startsWith(`images/${stem}`)), { timeout: 5_000 })
      .toEqual([])
    expect(site.output()).not.toMatch(/unexpected error/)
  })
})
