import { expect, test } from './conformance'
import { adminHeaders, body } from './helpers'

// Visitors' reads are served from the cache (docs/decisions/006); every save must show at once.
let auth: Record<string, string>
test.beforeAll(async ({ request }) => {
  auth = await adminHeaders(request)
})

const stamp = () => Date.now().toString(36)
type Item = { id: number; title: string }

test('a visitor sees each save of a content item at once, in every language, though the list is cached', async ({
  request,
}) => {
  const visitorList = async (locale = 'en') =>
    (await body(await request.get(`/api/content?tabId=capacity&locale=${locale}`))).data as Item[]
  const title = `Cached note ${stamp()}`
  await visitorList()
  await visitorList('bn')

  const created = await body(
    await request.post('/api/content', {
      headers: auth,
      data: { tabId: 'capacity', sectionId: 'training', displayOrder: 9, title, content: '<p>Now.</p>' },
    }),
  )
  expect((await visitorList()).map((i) => i.title)).toContain(title)
  expect((await visitorList('bn')).find((i) => i.id === created.data.id)?.title).toBe(title)

  await request.patch(`/api/content/${created.data.id}?locale=bn`, { headers: auth, data: { title: `বাংলা ${title}` } })
  expect((await visitorList('bn')).find((i) => i.id === created.data.id)?.title).toBe(`বাংলা ${title}`)
  expect((await visitorList()).find((i) => i.id === created.data.id)?.title).toBe(title)

  await request.patch(`/api/content/${created.data.id}`, { headers: auth, data: { isActive: false } })
  expect((await visitorList()).some((i) => i.id === created.data.id)).toBe(false)
  // The administrator still sees it: admins' reads never come from the visitors' cache.
  expect(
    ((await body(await request.get('/api/content?tabId=capacity', { headers: auth }))).data as Item[]).some(
      (i) => i.id === created.data.id,
    ),
  ).toBe(true)

  await request.delete(`/api/content/${created.data.id}`, { headers: auth })
  expect((await visitorList()).some((i) => i.id === created.data.id)).toBe(false)
})

test("a visitor sees a bio's change and a new or deleted submenu at once", async ({ request }) => {
  const memberName = `Cache Person ${stamp()}`
  const bio = (name: string) => request.get(`/api/team-bios/${encodeURIComponent(name)}`)
  expect((await bio(memberName)).status()).toBe(404)
  // A bio is a visitor's only while its member is shown (docs/decisions/026-*).
  const member = await body(
    await request.post('/api/members', {
      headers: auth,
      data: { name: memberName, title: 'Cartographer', memberType: 'team', displayOrder: 99 },
    }),
  )
  const data = { memberName, memberType: 'team', bio: 'Maps rivers.', contactEmail: '', linkedinUrl: '' }
  expect((await request.post('/api/team-bios', { headers: auth, data })).status()).toBe(201)
  expect((await body(await bio(memberName))).data.bio).toBe('Maps rivers.')
  await request.put(`/api/team-bios/${encodeURIComponent(memberName)}`, {
    headers: auth,
    data: { ...data, bio: 'Maps rivers and deltas.' },
  })
  expect((await body(await bio(memberName))).data.bio).toBe('Maps rivers and deltas.')

  const sectionId = `cached-${stamp()}`
  const submenus = async () =>
    ((await body(await request.get('/api/submenus?tabId=join'))).data as { sectionId: string }[]).map(
      (s) => s.sectionId,
    )
  await submenus()
  const submenu = await body(
    await request.post('/api/submenus', {
      headers: auth,
      data: { tabId: 'join', sectionId, name: 'Cached section', displayOrder: 9 },
    }),
  )
  expect(await submenus()).toContain(sectionId)
  await request.delete(`/api/submenus/${submenu.data.id}`, { headers: auth })
  expect(await submenus()).not.toContain(sectionId)
  await request.delete(`/api/members/${member.data.id}`, { headers: auth })
})

test("a visitor sees a member's save at once, and a renamed member's bio under the new name", async ({ request }) => {
  const name = `Cache Member ${stamp()}`
  const renamed = `${name} Jr`
  const team = async () =>
    ((await body(await request.get('/api/members?memberType=team'))).data as { name: string }[]).map((m) => m.name)
  const bio = (memberName: string) => request.get(`/api/team-bios/${encodeURIComponent(memberName)}?memberType=team`)
  expect(await team()).not.toContain(name)
  const member = { name, title: 'Hydrologist', memberType: 'team', displayOrder: 99 }
  const created = await body(await request.post('/api/members', { headers: auth, data: member }))
  expect(await team()).toContain(name)
  const data = { memberName: name, memberType: 'team', bio: 'Reads tides.', contactEmail: '', linkedinUrl: '' }
  expect((await request.post('/api/team-bios', { headers: auth, data })).status()).toBe(201)
  expect((await body(await bio(name))).data.bio).toBe('Reads tides.')
  expect((await bio(renamed)).status()).toBe(404)

  expect(
    (
      await request.put(`/api/members/${created.data.id}`, { headers: auth, data: { ...member, name: renamed } })
    ).status(),
  ).toBe(200)
  expect(await team()).toContain(renamed)
  expect((await body(await bio(renamed))).data.bio).toBe('Reads tides.')
  expect((await bio(name)).status()).toBe(404)

  await request.delete(`/api/members/${created.data.id}`, { headers: auth })
  expect(await team()).not.toContain(renamed)
})

test('the site search finds a new content item at once, its translation in its language, and forgets it when it is hidden or deleted', async ({
  request,
}) => {
  const word = `kestrel${stamp()}`
  const found = async (locale = 'en') =>
    ((await body(await request.get(`/api/search?q=${word}&locale=${locale}`))).data as { title: string }[]).map(
      (r) => r.title,
    )
  // The corpus of each language is read before the save, so that it is kept when the save comes.
  expect(await found()).toEqual([])
  expect(await found('fr')).toEqual([])

  const title = `Survey ${word}`
  const created = await body(
    await request.post('/api/content', {
      headers: auth,
      data: { tabId: 'capacity', sectionId: 'training', displayOrder: 9, title, content: '<p>Coastal birds.</p>' },
    }),
  )
  expect(await found()).toEqual([title])
  // No French yet: the English text is found in French too.
  expect(await found('fr')).toEqual([title])

  await request.patch(`/api/content/${created.data.id}?locale=fr`, {
    headers: auth,
    data: { title: `Enquête ${word}` },
  })
  expect(await found('fr')).toEqual([`Enquête ${word}`])
  expect(await found()).toEqual([title])

  await request.patch(`/api/content/${created.data.id}`, { headers: auth, data: { isActive: false } })
  expect(await found()).toEqual([])
  await request.patch(`/api/content/${created.data.id}`, { headers: auth, data: { isActive: true } })
  expect(await found()).toEqual([title])

  await request.delete(`/api/content/${created.data.id}`, { headers: auth })
  expect(await found()).toEqual([])
  expect(await found('fr')).toEqual([])
})
