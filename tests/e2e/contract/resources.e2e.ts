import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './conformance'
import sharp from 'sharp'
import { onePagePdf, publicationForm } from '../../helpers/pdf'
import { admin, adminHeaders, body, from } from './helpers'

let auth: Record<string, string>
test.beforeAll(async ({ request }) => {
  auth = await adminHeaders(request)
})

const jpeg = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .jpeg()
    .toBuffer()
const stamp = () => Date.now().toString(36)

async function createContent(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/content', {
    headers: auth,
    data: { tabId: 'research', sectionId: 'publications', displayOrder: 5, ...data },
  })
  expect(res.status(), JSON.stringify(await body(res))).toBe(201)
  return (await body(res)).data
}

test.describe('content', () => {
  test('?draft=true saves a draft that visitors do not read; a write without it publishes; another value is a 400', async ({
    request,
  }) => {
    const title = `Draft note ${stamp()}`
    const created = await request.post('/api/content?locale=en&draft=true', {
      headers: auth,
      data: {
        tabId: 'research',
        sectionId: 'publications',
        displayOrder: 5,
        title,
        content: '<p>Soon.</p>',
        isActive: true,
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await body(created)).data
    expect((await request.get(`/api/content/${id}`)).status()).toBe(404)
    const list = await body(await request.get('/api/content?tabId=research'))
    expect(list.data.some((i: { id: number }) => i.id === id)).toBe(false)

    const published = await request.patch(`/api/content/${id}?locale=en`, {
      headers: auth,
      data: { title: `${title} (final)` },
    })
    expect(published.status()).toBe(200)
    expect((await body(await request.get(`/api/content/${id}`))).data.title).toBe(`${title} (final)`)

    const bad = await request.patch(`/api/content/${id}?draft=soon`, { headers: auth, data: { title } })
    expect(bad.status()).toBe(400)
    expect((await body(bad)).errors).toEqual({ draft: 'Must be true or false.' })
    await request.delete(`/api/content/${id}`, { headers: auth })
  })

  test('GET /api/preview: administrators only; 303 to the public page in draft mode; GET /api/preview/exit goes back to a path of this site only', async ({
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL })
    const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: auth })
    try {
      const created = await admin.post('/api/content?locale=en&draft=true', {
        data: {
          tabId: 'research',
          sectionId: 'publications',
          displayOrder: 5,
          title: `Preview note ${stamp()}`,
          content: '<p>Draft.</p>',
          isActive: true,
        },
      })
      const { id } = (await body(created)).data
      const path = `/api/preview?collection=content-items&id=${id}&locale=bn`
      const refused = await anonymous.get(path, { maxRedirects: 0 })
      expect(refused.status()).toBe(401)
      expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')

      const allowed = await admin.get(path, { maxRedirects: 0 })
      expect(allowed.status()).toBe(303)
      expect(allowed.headers().location).toBe('/?tab=research&section=publications&lang=bn')
      expect(allowed.headers()['set-cookie']).toContain('__prerender_bypass')

      expect((await admin.get(`/api/preview?collection=submenus&id=${id}`, { maxRedirects: 0 })).status()).toBe(400)
      expect((await admin.get('/api/preview?collection=members&id=999999999', { maxRedirects: 0 })).status()).toBe(404)
      await admin.delete(`/api/content/${id}`)

      const exit = await anonymous.get('/api/preview/exit?to=/%3Ftab%3Dresearch', { maxRedirects: 0 })
      expect(exit.status()).toBe(303)
      expect(exit.headers().location).toBe('/?tab=research')
      expect(
        (await anonymous.get('/api/preview/exit?to=//elsewhere.example/', { maxRedirects: 0 })).headers().location,
      ).toBe('/')
    } finally {
      await anonymous.dispose()
      await admin.dispose()
    }
  })

  test('GET /api/preview of a news story never published: its page with the draft, in draft mode', async ({
    playwright,
    baseURL,
  }) => {
    // Signed in as the panel is: the session cookie, which the preview reads, sent as a browser
    // sends it on a navigation from the panel (Payload takes the cookie from same-origin requests only).
    const browserLike = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' },
    })
    try {
      const login = await browserLike.post('/api/login', { data: admin, headers: from() })
      expect(login.status()).toBe(200)
      const title = `Preview of a first draft ${stamp()}`
      const created = await browserLike.post('/api/news?locale=en&draft=true', {
        headers: auth,
        data: { title, body: '<p>Not published yet.</p>', publishedDate: '2026-03-15' },
      })
      expect(created.status(), JSON.stringify(await body(created))).toBe(201)
      const { id, slug } = (await body(created)).data
      const anonymous = await playwright.request.newContext({ baseURL })
      expect((await anonymous.get(`/news/${slug}`)).status(), 'a visitor does not see it').toBe(404)
      await anonymous.dispose()

      const page = await browserLike.get(`/api/preview?collection=news&id=${id}&locale=en`)
      expect(page.url(), `${page.status()} ${(await page.text()).slice(0, 300)}`).toContain(`/news/${slug}`)
      expect(page.status()).toBe(200)
      expect(await page.text()).toContain(title)
      await browserLike.delete(`/api/news/${id}`, { headers: auth })
    } finally {
      await browserLike.dispose()
    }
  })

  test('visitors read a tab as HTML, ordered, active only; admins also see inactive ones', async ({ request }) => {
    const title = `Hidden note ${stamp()}`
    const hidden = await createContent(request, { title, content: '<p>Not yet.</p>', isActive: false })
    const visitor = await body(await request.get('/api/content?tabId=research'))
    expect(visitor.success).toBe(true)
    expect(visitor.data.length).toBeGreaterThan(0)
    expect(visitor.data.some((i: { id: number }) => i.id === hidden.id)).toBe(false)
    expect(visitor.data[0].content).toMatch(/<p>/)
    const orders = visitor.data.map((i: { displayOrder: number }) => i.displayOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    const admin = await body(await request.get('/api/content?tabId=research', { headers: auth }))
    expect(admin.data.some((i: { id: number }) => i.id === hidden.id)).toBe(true)
    expect((await request.get(`/api/content/${hidden.id}`)).status()).toBe(404)
  })

  test('HTML in is cleaned: no script, handler or javascript: URL comes back out', async ({ request }) => {
    const item = await createContent(request, {
      title: `Clean ${stamp()}`,
      content:
        '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> <strong>now</strong></p><script>alert(1)</script>',
    })
    const json = await body(await request.get(`/api/content/${item.id}`))
    expect(json.data.content).toContain('<strong>now</strong>')
    expect(json.data.content).not.toMatch(/<script|onclick|javascript:/i)
  })

  test('PATCH changes only what was sent; locales fall back to English', async ({ request }) => {
    const item = await createContent(request, {
      title: `Patched ${stamp()}`,
      content: '<p>Body</p>',
      displayOrder: 7,
      isActive: true,
    })
    const patched = await request.patch(`/api/content/${item.id}?locale=bn`, {
      headers: auth,
      data: { title: 'বাংলা শিরোনাম' },
    })
    expect(patched.status()).toBe(200)
    const bn = (await body(await request.get(`/api/content/${item.id}?locale=bn`))).data
    expect(bn).toMatchObject({ title: 'বাংলা শিরোনাম', displayOrder: 7, isActive: true })
    const fr = (await body(await request.get(`/api/content/${item.id}?locale=fr`))).data
    expect(fr.title).toBe(item.title)
    expect(fr.content).toContain('Body')
  })

  test('validation, auth and not-found rows', async ({ request }) => {
    const long = await request.post('/api/content', {
      headers: auth,
      data: { tabId: 'research', sectionId: 'areas', title: 'x'.repeat(101), content: '<p>x</p>' },
    })
    expect(long.status()).toBe(400)
    expect((await body(long)).errors.title).toBe('Title is too long')
    const empty = await request.post('/api/content', {
      headers: auth,
      data: { tabId: 'research', sectionId: 'areas', title: 'Empty', content: '<script>x</script>' },
    })
    expect(empty.status()).toBe(400)
    expect((await body(empty)).errors.content).toBe('Content is required')
    expect((await request.post('/api/content', { data: { title: 'x' } })).status()).toBe(401)
    expect(
      (
        await request.post('/api/content', { headers: { Authorization: 'Bearer nope' }, data: { title: 'x' } })
      ).status(),
    ).toBe(401)
    expect((await request.get('/api/content?tabId=gallery')).status()).toBe(400)
    expect((await request.get('/api/content?locale=de')).status()).toBe(400)
    for (const id of ['abc', '0', '-1', '99999999', '1e3']) {
      expect((await request.get(`/api/content/${id}`)).status()).toBe(404)
    }
    expect((await request.patch('/api/content/99999999', { headers: auth, data: { title: 'x' } })).status()).toBe(404)
  })

  test('DELETE removes the item', async ({ request }) => {
    const item = await createContent(request, { title: `Doomed ${stamp()}`, content: '<p>x</p>' })
    expect((await request.delete(`/api/content/${item.id}`)).status()).toBe(401)
    expect((await request.delete(`/api/content/${item.id}`, { headers: auth })).status()).toBe(200)
    expect((await request.get(`/api/content/${item.id}`, { headers: auth })).status()).toBe(404)
  })
})

test.describe('submenus', () => {
  test('create, read, rename, refuse duplicates and moves, delete with its content', async ({ request }) => {
    const sectionId = `field-notes-${stamp()}`
    const created = await request.post('/api/submenus', {
      headers: auth,
      data: { tabId: 'policy', sectionId, name: 'Field notes', displayOrder: 4 },
    })
    expect(created.status()).toBe(201)
    const submenu = (await body(created)).data
    expect(submenu).toMatchObject({ tabId: 'policy', sectionId, name: 'Field notes', isActive: true })

    const duplicate = await request.post('/api/submenus', {
      headers: auth,
      data: { tabId: 'policy', sectionId, name: 'Again' },
    })
    expect(duplicate.status()).toBe(409)

    const one = await body(await request.get(`/api/submenus/${submenu.id}`))
    expect(one).toMatchObject({ success: true, data: { id: submenu.id } })
    const listed = await body(await request.get('/api/submenus?tabId=policy'))
    expect(listed.data.some((s: { id: number }) => s.id === submenu.id)).toBe(true)

    const renamed = await request.patch(`/api/submenus/${submenu.id}`, {
      headers: auth,
      data: { name: 'Notes from the field', isActive: false },
    })
    expect((await body(renamed)).data).toMatchObject({ name: 'Notes from the field', displayOrder: 4, isActive: false })
    const hidden = await body(await request.get('/api/submenus?tabId=policy'))
    expect(hidden.data.some((s: { id: number }) => s.id === submenu.id)).toBe(false)

    const moved = await request.patch(`/api/submenus/${submenu.id}`, {
      headers: auth,
      data: { sectionId: 'elsewhere' },
    })
    expect(moved.status()).toBe(400)

    const bad = await request.post('/api/submenus', {
      headers: auth,
      data: { tabId: 'policy', sectionId: 'Bad Id', name: 'x'.repeat(101) },
    })
    expect((await body(bad)).errors).toMatchObject({
      sectionId: 'Use only lowercase letters, digits and hyphens.',
      name: 'Display name is too long (max 100 characters)',
    })

    await createContent(request, { tabId: 'policy', sectionId, title: 'In the section', content: '<p>x</p>' })
    const deleted = await request.delete(`/api/submenus/${submenu.id}`, { headers: auth })
    expect(deleted.status()).toBe(200)
    expect((await body(deleted)).data).toMatchObject({ id: submenu.id, deletedContentItems: 1 })
    const left = await body(await request.get('/api/content?tabId=policy', { headers: auth }))
    expect(left.data.some((i: { sectionId: string }) => i.sectionId === sectionId)).toBe(false)
    expect((await request.get(`/api/submenus/${submenu.id}`, { headers: auth })).status()).toBe(404)
  })
})

test.describe('members and bios', () => {
  test('the seeded board and team, ordered and with WebP portraits', async ({ request }) => {
    const board = await body(await request.get('/api/members?memberType=board'))
    expect(board.data.length).toBeGreaterThanOrEqual(3)
    expect(board.data.every((m: { memberType: string }) => m.memberType === 'board')).toBe(true)
    const withImage = board.data.find((m: { imageUrl: string | null }) => m.imageUrl)
    expect(withImage.image.sizes.thumbnail.url).toMatch(/\.webp$/)
    expect((await request.get(withImage.image.sizes.thumbnail.url)).headers()['content-type']).toBe('image/webp')
    expect((await request.get('/api/members?memberType=staff')).status()).toBe(400)
  })

  test('add a member with an image, update it, refuse a fake image, remove it', async ({ request }) => {
    const name = `Nadia Islam ${stamp()}`
    const created = await request.post('/api/members', {
      headers: auth,
      multipart: {
        name,
        title: 'Hydrologist',
        memberType: 'team',
        displayOrder: '9',
        image: { name: 'nadia.jpg', mimeType: 'image/jpeg', buffer: await jpeg() },
      },
    })
    expect(created.status(), JSON.stringify(await body(created))).toBe(201)
    const member = (await body(created)).data
    expect(member.imageUrl).toBeTruthy()
    expect(member.image.sizes.card.url).toMatch(/\.webp$/)

    const team = await body(await request.get('/api/members?memberType=team'))
    expect(team.data.some((m: { id: number }) => m.id === member.id)).toBe(true)

    const updated = await request.put(`/api/members/${member.id}`, {
      headers: auth,
      data: { name, title: 'Senior Hydrologist', memberType: 'team' },
    })
    expect((await body(updated)).data).toMatchObject({ title: 'Senior Hydrologist', imageUrl: member.imageUrl })

    const fake = await request.post('/api/members', {
      headers: auth,
      multipart: {
        name: 'Fake',
        title: 'x',
        memberType: 'team',
        image: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image') },
      },
    })
    expect(fake.status()).toBe(415)
    const nameless = await request.post('/api/members', {
      headers: auth,
      data: { name: '', title: 'x', memberType: 'team' },
    })
    expect((await body(nameless)).errors.name).toBe('Member name is required')

    const hidden = await request.put(`/api/members/${member.id}`, {
      headers: auth,
      data: { name, title: 'Senior Hydrologist', memberType: 'team', isActive: false },
    })
    expect(hidden.status()).toBe(200)
    const visitorTeam = await body(await request.get('/api/members?memberType=team'))
    expect(visitorTeam.data.some((m: { id: number }) => m.id === member.id)).toBe(false)
    const adminTeam = await body(await request.get('/api/members?memberType=team', { headers: auth }))
    expect(adminTeam.data.some((m: { id: number }) => m.id === member.id)).toBe(true)

    const huge = await request.post('/api/members', {
      headers: auth,
      multipart: {
        name: 'Huge',
        title: 'x',
        memberType: 'team',
        image: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(12 * 1024 * 1024, 1) },
      },
    })
    expect(huge.status()).toBe(413)

    expect((await request.delete(`/api/members/${member.id}`, { headers: auth })).status()).toBe(200)
    expect((await request.delete(`/api/members/${member.id}`, { headers: auth })).status()).toBe(404)
  })

  test('a bio is found by the exact, URL-encoded name, Unicode included', async ({ request }) => {
    const res = await request.get(`/api/team-bios/${encodeURIComponent('Ayesha Siddiqa Rahmān')}`)
    expect(res.status()).toBe(200)
    expect((await body(res)).data).toMatchObject({ memberName: 'Ayesha Siddiqa Rahmān', bio: expect.any(String) })
    expect((await request.get(`/api/team-bios/${encodeURIComponent('Ayesha Siddiqa Rahman')}`)).status()).toBe(404)
    expect((await request.get(`/api/team-bios/${encodeURIComponent('Rashed Mahmud Khan')}`)).status()).toBe(404)
  })

  test('create a bio once (409 after), update it with PUT, validate contact fields', async ({ request }) => {
    const memberName = `Bio Person ${stamp()}`
    const data = { memberName, memberType: 'team', bio: 'Works on floods.', contactEmail: '', linkedinUrl: '' }
    expect((await request.post('/api/team-bios', { data })).status()).toBe(401)
    expect((await request.post('/api/team-bios', { headers: auth, data })).status()).toBe(201)
    expect((await request.post('/api/team-bios', { headers: auth, data })).status()).toBe(409)
    const put = await request.put(`/api/team-bios/${encodeURIComponent(memberName)}`, {
      headers: auth,
      data: { ...data, bio: 'Works on floods and droughts.' },
    })
    expect((await body(put)).data.bio).toBe('Works on floods and droughts.')
    const bad = await request.put(`/api/team-bios/${encodeURIComponent(memberName)}`, {
      headers: auth,
      data: { ...data, contactEmail: 'nope', linkedinUrl: 'javascript:alert(1)' },
    })
    expect((await body(bad)).errors).toMatchObject({
      contactEmail: 'Please enter a valid email address.',
      linkedinUrl: 'Please enter a valid URL starting with http:// or https://.',
    })
    expect((await request.put('/api/team-bios/nobody-at-all', { headers: auth, data })).status()).toBe(404)
    // An inactive bio is the admins' draft: visitors get "no profile".
    await request.put(`/api/team-bios/${encodeURIComponent(memberName)}`, {
      headers: auth,
      data: { ...data, isActive: false },
    })
    expect((await request.get(`/api/team-bios/${encodeURIComponent(memberName)}`)).status()).toBe(404)
    expect((await request.get(`/api/team-bios/${encodeURIComponent(memberName)}`, { headers: auth })).status()).toBe(
      200,
    )
  })
})

test.describe('admin accounts', () => {
  test('list without secrets, create, refuse duplicates and short passwords, protect your own account', async ({
    request,
  }) => {
    expect((await request.get('/api/users')).status()).toBe(401)
    const list = await body(await request.get('/api/users', { headers: auth }))
    expect(list.data.length).toBeGreaterThanOrEqual(1)
    for (const user of list.data)
      expect(Object.keys(user).sort()).toEqual([
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'role',
        'twoStep',
        'username',
      ])

    const username = `editor-${stamp()}`
    const created = await request.post('/api/users', {
      headers: auth,
      data: { username, password: 'long-enough', firstName: 'Sadia' },
    })
    expect(created.status()).toBe(201)
    expect((await body(created)).data).toMatchObject({ username, role: 'admin', firstName: 'Sadia' })
    expect(
      (await request.post('/api/users', { headers: auth, data: { username, password: 'long-enough' } })).status(),
    ).toBe(409)
    const short = await request.post('/api/users', { headers: auth, data: { username: 'ab', password: '12345' } })
    expect((await body(short)).errors).toMatchObject({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    })

    const me = await body(await request.get('/api/me', { headers: auth }))
    expect((await request.delete(`/api/users/${me.data.id}`, { headers: auth })).status()).toBe(409)
    const newcomer = (await body(created)).data
    expect((await request.delete(`/api/users/${newcomer.id}`, { headers: auth })).status()).toBe(200)
    expect((await request.delete(`/api/users/${newcomer.id}`, { headers: auth })).status()).toBe(404)
  })
})

test.describe('gallery and photos', () => {
  test('a category with photos, an empty one, and a bad one', async ({ request }) => {
    const disaster = await body(await request.get('/api/gallery?category=disaster'))
    expect(disaster.data.length).toBeGreaterThanOrEqual(1)
    expect(disaster.data[0]).toMatchObject({ category: 'disaster', imageUrl: expect.any(String) })
    expect(disaster.data[0].sizes.card).toMatchObject({ url: expect.stringMatching(/\.webp$/), width: 640 })
    expect((await body(await request.get('/api/gallery?category=policy'))).data).toEqual([])
    expect((await request.get('/api/gallery?category=cats')).status()).toBe(400)
  })

  test('upload a photo, see it in its category, hide it, delete it', async ({ request }) => {
    const title = `Workshop ${stamp()}`
    const form = {
      title,
      category: 'partnerships',
      isActive: 'true',
      description: 'Signing day',
      image: { name: 'w.jpg', mimeType: 'image/jpeg', buffer: await jpeg() },
    }
    expect((await request.post('/api/photos', { multipart: form })).status()).toBe(401)
    const created = await request.post('/api/photos', { headers: auth, multipart: form })
    expect(created.status(), JSON.stringify(await body(created))).toBe(201)
    const photo = (await body(created)).data
    const gallery = await body(await request.get('/api/gallery?category=partnerships'))
    expect(gallery.data.map((p: { title: string }) => p.title)).toContain(title)

    const missing = await request.post('/api/photos', {
      headers: auth,
      multipart: { title: 'No file', category: 'events' },
    })
    expect((await body(missing)).errors.image).toBe('Image file is required')
    const noTitle = await request.post('/api/photos', {
      headers: auth,
      multipart: { title: '', category: '', image: form.image },
    })
    expect((await body(noTitle)).errors).toMatchObject({ title: 'Title is required', category: 'Category is required' })
    const fake = await request.post('/api/photos', {
      headers: auth,
      multipart: {
        ...form,
        image: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') },
      },
    })
    expect(fake.status()).toBe(415)

    expect((await request.delete(`/api/photos/${photo.id}`, { headers: auth })).status()).toBe(200)
    const after = await body(await request.get('/api/gallery?category=partnerships'))
    expect(after.data.map((p: { title: string }) => p.title)).not.toContain(title)
  })
})

test.describe('publications', () => {
  const pdf = onePagePdf

  test('the seeded library: featured first, then the newest, with meta, files and first pages', async ({ request }) => {
    const res = await request.get('/api/publications?type=report')
    expect(res.status()).toBe(200)
    const list = await body(res)
    expect(list.meta).toMatchObject({ page: 1, pages: expect.any(Number), total: expect.any(Number) })
    const seeded = list.data.find((p: { slug: string }) => p.slug === 'drinking-water-salinity-coastal-bangladesh')
    expect(seeded).toMatchObject({
      year: 2025,
      type: 'report',
      featured: true,
      url: '/publications/drinking-water-salinity-coastal-bangladesh',
    })
    expect(seeded.file).toMatchObject({ url: expect.stringMatching(/\.pdf$/), size: expect.any(Number) })
    expect(seeded.cover.sizes.card.url).toMatch(/\.webp$/)
    expect(seeded.authors[0]).toMatchObject({
      name: 'Tahmina Sultana',
      profileUrl: expect.stringMatching(/^\/\?tab=about&section=team#member-\d+$/),
    })
    const pdfFile = await request.get(seeded.file.url)
    expect(pdfFile.status()).toBe(200)
    expect((await pdfFile.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const one = await body(await request.get(`/api/publications/${seeded.id}?locale=ar`))
    expect(one.data.title).not.toBe(seeded.title)
    for (const [query, status] of [
      ['type=novel', 400],
      ['year=later', 400],
      ['limit=0', 400],
    ] as const)
      expect((await request.get(`/api/publications?${query}`)).status(), query).toBe(status)
    expect((await request.get('/api/publications/999999999')).status()).toBe(404)
  })

  test('add one with its PDF (multipart), change it, refuse a fake PDF and visitors, delete it', async ({
    request,
  }) => {
    const title = `Char land survey ${stamp()}`
    const form = await publicationForm(title, { year: '2024', type: 'dataset', fileName: 'Char Survey.pdf' })
    expect((await request.post('/api/publications', { multipart: form })).status()).toBe(401)
    const created = await request.post('/api/publications', { headers: auth, multipart: form })
    expect(created.status(), JSON.stringify(await body(created))).toBe(201)
    const publication = (await body(created)).data
    expect(publication).toMatchObject({
      title,
      type: 'dataset',
      themes: ['disaster'],
      file: { filename: expect.stringMatching(/^char-survey(-\d+)?\.pdf$/) },
    })
    expect(
      (await body(await request.get(`/api/publications?q=${encodeURIComponent(title)}`))).data.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual([publication.id])

    const changed = await request.put(`/api/publications/${publication.id}?locale=en`, {
      headers: auth,
      data: {
        title: `${title} (revised)`,
        authors: [{ name: 'N. Akter' }],
        year: 2024,
        type: 'dataset',
        doi: '10.5555/char.2024',
      },
    })
    expect(changed.status(), JSON.stringify(await body(changed))).toBe(200)
    expect((await body(changed)).data).toMatchObject({
      title: `${title} (revised)`,
      doi: '10.5555/char.2024',
      slug: publication.slug,
    })

    const fake = await request.post('/api/publications', {
      headers: auth,
      multipart: {
        ...form,
        file: { name: 'x.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') },
      },
    })
    expect(fake.status()).toBe(415)
    const { file: _file, ...fields } = form
    const noFile = await request.post('/api/publications', { headers: auth, multipart: fields })
    expect((await body(noFile)).errors).toEqual({ file: 'PDF file is required' })

    expect((await request.delete(`/api/publications/${publication.id}`)).status()).toBe(401)
    expect((await request.delete(`/api/publications/${publication.id}`, { headers: auth })).status()).toBe(200)
    expect((await request.get(`/api/publications/${publication.id}`)).status()).toBe(404)
  })

  test('a summary in each language: saved, answered, shown in the library, at most 300 characters', async ({
    request,
    page,
  }) => {
    const title = `Chars summary ${stamp()}`
    const summary = 'Who farms the river islands, and what a flood takes from them.'
    const shared = { authors: [{ name: 'N. Akter' }], year: 2024, type: 'dataset' }
    const created = await request.post('/api/publications', {
      headers: auth,
      multipart: {
        title,
        summary,
        authors: JSON.stringify(shared.authors),
        year: '2024',
        type: 'dataset',
        file: { name: 'chars.pdf', mimeType: 'application/pdf', buffer: await pdf(title) },
      },
    })
    expect(created.status(), JSON.stringify(await body(created))).toBe(201)
    const { id } = (await body(created)).data
    expect((await body(created)).data).toMatchObject({ title, summary })

    const french = 'Qui cultive les îles du fleuve, et ce qu’une crue leur prend.'
    const translated = await request.put(`/api/publications/${id}?locale=fr`, {
      headers: auth,
      data: { ...shared, title: `${title} (fr)`, summary: french },
    })
    expect(translated.status(), JSON.stringify(await body(translated))).toBe(200)
    const listed = async (locale: string) =>
      (await body(await request.get(`/api/publications?q=${encodeURIComponent(title)}&locale=${locale}`))).data[0]
    expect(await listed('fr')).toMatchObject({ summary: french, untranslated: [] })
    // Bengali has none of its own: the English, marked as such.
    expect(await listed('bn')).toMatchObject({ summary, untranslated: expect.arrayContaining(['title', 'summary']) })

    const tooLong = await request.put(`/api/publications/${id}?locale=en`, {
      headers: auth,
      data: { ...shared, title, summary: 'x'.repeat(301) },
    })
    expect(tooLong.status()).toBe(400)
    expect(await body(tooLong)).toMatchObject({
      code: 'validation_failed',
      errors: { summary: 'The summary must be at most 300 characters.' },
    })

    await page.goto(`/?tab=research&section=publications&lang=fr&q=${encodeURIComponent(title)}`)
    await expect(page.getByRole('main').getByText(french)).toBeVisible()
    await page.goto(`/?tab=research&section=publications&lang=bn&q=${encodeURIComponent(title)}`)
    await expect(page.getByRole('main').getByText(summary)).toHaveAttribute('lang', 'en')

    expect((await request.delete(`/api/publications/${id}`, { headers: auth })).status()).toBe(200)
  })
})

test.describe('search', () => {
  test('GET /api/search finds things of every kind in the language asked, and needs words', async ({ request }) => {
    const res = await request.get('/api/search?q=salinity&locale=en')
    expect(res.status()).toBe(200)
    const found = (await body(res)).data as { kind: string; title: string; excerpt: string; url: string }[]
    expect(found.find((r) => r.kind === 'publication')).toMatchObject({
      url: '/publications/drinking-water-salinity-coastal-bangladesh',
      excerpt: expect.any(String),
    })
    expect(found.some((r) => r.kind === 'section')).toBe(true)
    const ar = (await body(await request.get(`/api/search?q=${encodeURIComponent('الحراري')}&locale=ar`))).data as {
      kind: string
    }[]
    expect(ar.some((r) => r.kind === 'publication')).toBe(true)
    expect((await request.get('/api/search')).status()).toBe(400)
    expect((await request.get('/api/search?q=x&locale=xx')).status()).toBe(400)
  })
})
