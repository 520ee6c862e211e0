import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import * as restRoute from '../../app/(payload)/api/cms/[...slug]/route'
import * as graphqlRoute from '../../app/(payload)/api/cms/graphql/route'
import type { Media } from '../../src/payload-types'
import { listMembers } from '../../src/server/data/members'
import { createAdmin, lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

/**
 * Who reads `media` (src/core/access/media.ts): visitors only the images the site shows, those of
 * active members and active content items; administrators everything. Checked through the
 * Local API and through Payload's own REST handler (/api/cms), the file endpoint included.
 */

let payload: Payload
let admin: Awaited<ReturnType<typeof createAdmin>>
let token: string

beforeAll(async () => {
  payload = await testPayload()
  admin = await createAdmin(payload)
  token = (await payload.login({ collection: 'users', data: { username: admin.username, password: admin.password } }))
    .token!
})

const createMedia = async (alt = 'Portrait') => {
  const data = await sharp({ create: { width: 700, height: 700, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data, name: 'portrait.jpg', mimetype: 'image/jpeg', size: data.length },
    overrideAccess: true,
  })
}

const createMember = (image: number, isActive: boolean) =>
  payload.create({
    collection: 'members',
    data: { name: unique('Member'), title: 'Research Fellow', memberType: 'team', image, displayOrder: 1, isActive },
    locale: 'en',
    overrideAccess: true,
  })

/** A content item whose rich text shows the image (an upload node), in Bengali only. */
async function createContentShowing(image: number, isActive: boolean) {
  const text = lexicalParagraph('A photo from the field.')
  const upload = {
    type: 'upload',
    version: 3,
    format: '',
    id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    fields: null,
    relationTo: 'media',
    value: image,
  }
  const item = await payload.create({
    collection: 'content-items',
    data: {
      tabId: 'research',
      sectionId: unique('sec').toLowerCase(),
      title: 'Field visit',
      content: lexicalParagraph('In English.'),
      displayOrder: 1,
      isActive,
    },
    locale: 'en',
    overrideAccess: true,
  })
  await payload.update({
    collection: 'content-items',
    id: item.id,
    data: { content: { root: { ...text.root, children: [...text.root.children, upload] } } as never },
    locale: 'bn',
    overrideAccess: true,
  })
  return item
}

/** What a visitor (no user) or the administrator gets from the media list. */
const visibleIds = async (user?: typeof admin.user) =>
  (await payload.find({ collection: 'media', pagination: false, depth: 0, overrideAccess: false, user })).docs.map(
    (doc) => doc.id,
  )

const filesOf = (media: Media) =>
  [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string =>
    Boolean(name),
  )

/** A GET through the app's route for Payload's REST API (/api/cms/...), anonymous or as the administrator. */
async function rest(path: string, as: 'visitor' | 'admin' = 'visitor') {
  const headers = as === 'admin' ? { authorization: `Bearer ${token}` } : undefined
  const request = new Request(new URL(`/api/cms${path}`, 'http://site.test'), { headers })
  return restRoute.GET(request, { params: Promise.resolve({ slug: path.slice(1).split('?')[0].split('/') }) })
}

describe('media readable by visitors', () => {
  let activePortrait: Media
  let hiddenPortrait: Media
  let unused: Media
  let inActiveContent: Media
  let inHiddenContent: Media

  beforeAll(async () => {
    activePortrait = await createMedia('Active Member')
    hiddenPortrait = await createMedia('Hidden Member')
    unused = await createMedia('Not used yet')
    inActiveContent = await createMedia('In the text')
    inHiddenContent = await createMedia('In a hidden text')
    await createMember(activePortrait.id, true)
    await createMember(hiddenPortrait.id, false)
    await createContentShowing(inActiveContent.id, true)
    await createContentShowing(inHiddenContent.id, false)
  })

  it('are only the portraits of active members and the images of active content', async () => {
    const ids = await visibleIds()
    expect(ids).toEqual(expect.arrayContaining([activePortrait.id, inActiveContent.id]))
    for (const id of [hiddenPortrait.id, unused.id, inHiddenContent.id]) expect(ids).not.toContain(id)
  })

  it('administrators read every image', async () => {
    expect(await visibleIds(admin.user)).toEqual(
      expect.arrayContaining([activePortrait.id, hiddenPortrait.id, unused.id, inActiveContent.id, inHiddenContent.id]),
    )
  })

  it("a hidden member's portrait is not found by id, nor its name in the alt text", async () => {
    await expect(
      payload.findByID({ collection: 'media', id: hiddenPortrait.id, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 404 })
    const hits = await payload.find({
      collection: 'media',
      where: { alt: { equals: 'Hidden Member' } },
      overrideAccess: false,
    })
    expect(hits.docs).toEqual([])
    expect(
      await payload.findByID({ collection: 'media', id: hiddenPortrait.id, overrideAccess: false, user: admin.user }),
    ).toMatchObject({ alt: 'Hidden Member' })
  })

  it('through /api/cms: the list, the document and every file of a hidden portrait are refused to visitors', async () => {
    const list = await (await rest('/media?limit=500&depth=0')).json()
    const listed = list.docs.map((doc: { id: number }) => doc.id)
    expect(listed).toContain(activePortrait.id)
    expect(listed).not.toContain(hiddenPortrait.id)

    expect((await rest(`/media/${hiddenPortrait.id}`)).status).toBe(404)
    expect((await rest(`/media/${activePortrait.id}`)).status).toBe(200)
    expect(filesOf(hiddenPortrait).length).toBeGreaterThan(1) // the original and its variants
    for (const file of filesOf(hiddenPortrait)) {
      const refused = await rest(`/media/file/${file}`)
      expect(refused.status).toBe(403)
      expect(refused.headers.get('cache-control') ?? '').not.toMatch(/max-age=[1-9]/)
    }
    for (const file of filesOf(activePortrait)) {
      const res = await rest(`/media/file/${file}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^image\//)
      // Kept by the visitor's browser only: no shared cache goes on serving it once withdrawn.
      expect(res.headers.get('cache-control')).toBe('private, max-age=604800, immutable')
    }
  })

  it('through /api/cms: the administrator reads the hidden portrait and its files', async () => {
    expect((await rest(`/media/${hiddenPortrait.id}`, 'admin')).status).toBe(200)
    for (const file of filesOf(hiddenPortrait)) expect((await rest(`/media/file/${file}`, 'admin')).status).toBe(200)
  })

  it('through GraphQL: visitors are refused (401), administrators list every image', async () => {
    const query = JSON.stringify({ query: '{ allMedia(limit: 500) { docs { id } } }' })
    const visitor = await graphqlRoute.POST(
      new Request('http://site.test/api/cms/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: query,
      }),
    )
    expect(visitor.status).toBe(401)
    const res = await graphqlRoute.POST(
      new Request('http://site.test/api/cms/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: query,
      }),
    )
    const ids = (await res.json()).data.allMedia.docs.map((doc: { id: number }) => doc.id)
    expect(ids).toContain(activePortrait.id)
    expect(ids).toContain(hiddenPortrait.id)
  })
})

describe("a member's portrait", () => {
  it('is hidden from visitors when the member is deactivated, and shown again when reactivated', async () => {
    const image = await createMedia()
    const member = await createMember(image.id, true)
    const [file] = filesOf(image)
    expect(await visibleIds()).toContain(image.id)
    expect((await rest(`/media/file/${file}`)).status).toBe(200)

    await payload.update({ collection: 'members', id: member.id, data: { isActive: false }, overrideAccess: true })
    expect(await visibleIds()).not.toContain(image.id)
    expect((await rest(`/media/file/${file}`)).status).toBe(403)
    expect((await rest(`/media/file/${file}`, 'admin')).status).toBe(200)

    await payload.update({ collection: 'members', id: member.id, data: { isActive: true }, overrideAccess: true })
    expect(await visibleIds()).toContain(image.id)
  })

  it('stays visible while another, active member shows it', async () => {
    const image = await createMedia()
    await createMember(image.id, false)
    await createMember(image.id, true)
    expect(await visibleIds()).toContain(image.id)
  })

  it('is on the public team grid with its variants (listMembers, as the site reads it)', async () => {
    const image = await createMedia()
    const member = await createMember(image.id, true)
    const { items: team } = await listMembers(payload, { memberType: 'team', locale: 'en', user: null })
    const shown = team.find((m) => m.id === member.id)
    expect(shown?.imageUrl).toBe(image.url)
    expect(Object.keys(shown?.image?.sizes ?? {})).toEqual(expect.arrayContaining(['thumbnail', 'card']))
  })

  it("of a hidden member is still populated for the administrator's member list", async () => {
    const image = await createMedia()
    const member = await createMember(image.id, false)
    const { items: team } = await listMembers(payload, { memberType: 'team', locale: 'en', user: admin.user })
    expect(team.find((m) => m.id === member.id)?.imageUrl).toBe(image.url)
  })
})

describe('an image in rich text', () => {
  it('of a newsletter edition is read by visitors (and mail programs) once the edition has gone out, not while it is a draft', async () => {
    const image = await createMedia('Flooded field')
    const edition = await payload.create({
      collection: 'newsletters',
      locale: 'en',
      data: {
        subject: 'With a picture',
        status: 'draft',
        audience: 'everyone',
        body: [{ blockType: 'image', image: image.id, alt: 'Flooded field' }],
      },
      overrideAccess: true,
    })
    expect(await visibleIds()).not.toContain(image.id)
    await payload.update({ collection: 'newsletters', id: edition.id, data: { status: 'sent' }, overrideAccess: true })
    expect(await visibleIds()).toContain(image.id)
    expect((await rest(`/media/${image.id}`)).status).toBe(200)
  })

  it('follows its content item: hidden with it, shown with it', async () => {
    const image = await createMedia('Field photo')
    const item = await createContentShowing(image.id, true)
    expect(await visibleIds()).toContain(image.id)
    await payload.update({ collection: 'content-items', id: item.id, data: { isActive: false }, overrideAccess: true })
    expect(await visibleIds()).not.toContain(image.id)
    expect((await rest(`/media/${image.id}`)).status).toBe(404)
  })
})
