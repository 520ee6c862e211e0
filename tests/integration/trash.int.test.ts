import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import * as contentRoute from '../../app/api/content/[id]/route'
import * as submenuRoute from '../../app/api/submenus/[id]/route'
import { purgeTrash } from '../../src/core/trash'
import { createAdmin, lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

async function contractDelete(
  route: typeof contentRoute | typeof submenuRoute,
  path: string,
  id: number,
  token: string,
) {
  const req = new NextRequest(new URL(`${path}/${id}`, 'http://site.test'), {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  })
  const res = await route.DELETE!(req, { params: Promise.resolve({ id: String(id) }) })
  return { status: res.status, body: await res.json() }
}

describe('the trash', () => {
  it("DELETE answers as documented, the item leaves every visitor's read, and restoring brings it back", async () => {
    const payload = await testPayload()
    const { user, username, password } = await createAdmin(payload)
    const { token } = await payload.login({ collection: 'users', data: { username, password } })
    const tag = unique('trash')
    const item = await payload.create({
      collection: 'content-items',
      data: {
        tabId: 'research',
        sectionId: 'publications',
        title: `${tag} report`,
        content: lexicalParagraph('Text.'),
        displayOrder: 1,
        isActive: true,
      },
      overrideAccess: true,
    })
    expect(await contractDelete(contentRoute, '/api/content', item.id, token!)).toEqual({
      status: 200,
      body: { success: true, data: { id: item.id } },
    })
    const visible = () =>
      payload.find({
        collection: 'content-items',
        where: { title: { equals: `${tag} report` } },
        overrideAccess: false,
      })
    expect((await visible()).totalDocs).toBe(0)
    await expect(
      payload.findByID({ collection: 'content-items', id: item.id, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 404 })

    await payload.update({
      collection: 'content-items',
      id: item.id,
      data: { deletedAt: null },
      trash: true,
      overrideAccess: false,
      user,
    })
    expect((await visible()).totalDocs).toBe(1)
    const { docs } = await payload.find({
      collection: 'activity',
      where: { resource: { equals: 'content-items' }, docId: { equals: String(item.id) } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.action, d.username])).toEqual([
      ['delete', username],
      ['restore', username],
    ])
  })

  it("a submenu takes its section's content to the trash and brings back exactly that content", async () => {
    const payload = await testPayload()
    const { user, username, password } = await createAdmin(payload)
    const { token } = await payload.login({ collection: 'users', data: { username, password } })
    const section = unique('sect').toLowerCase()
    const submenu = await payload.create({
      collection: 'submenus',
      data: { tabId: 'capacity', sectionId: section, name: 'Mentoring', displayOrder: 1, isActive: true },
      overrideAccess: true,
    })
    const content = (title: string) =>
      payload.create({
        collection: 'content-items',
        data: {
          tabId: 'capacity',
          sectionId: section,
          title,
          content: lexicalParagraph('Text.'),
          displayOrder: 1,
          isActive: true,
        },
        overrideAccess: true,
      })
    const earlier = await content('Trashed before')
    await payload.update({
      collection: 'content-items',
      id: earlier.id,
      data: { deletedAt: new Date(Date.now() - 60_000).toISOString() },
      overrideAccess: true,
    })
    await content('One')
    await content('Two')

    expect(await contractDelete(submenuRoute, '/api/submenus', submenu.id, token!)).toEqual({
      status: 200,
      body: { success: true, data: { id: submenu.id, deletedContentItems: 2 } },
    })
    const live = () =>
      payload.find({ collection: 'content-items', where: { sectionId: { equals: section } }, overrideAccess: true })
    expect((await live()).totalDocs).toBe(0)

    await payload.update({
      collection: 'submenus',
      id: submenu.id,
      data: { deletedAt: null },
      trash: true,
      overrideAccess: false,
      user,
    })
    expect((await live()).docs.map((d) => d.title).sort()).toEqual(['One', 'Two'])
  })

  it('a new submenu for the place of one in the trash replaces it', async () => {
    const payload = await testPayload()
    const { user } = await createAdmin(payload)
    const section = unique('again').toLowerCase()
    const first = await payload.create({
      collection: 'submenus',
      data: { tabId: 'join', sectionId: section, name: 'First', displayOrder: 1, isActive: true },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'submenus',
      id: first.id,
      data: { deletedAt: new Date().toISOString() },
      overrideAccess: false,
      user,
    })
    const second = await payload.create({
      collection: 'submenus',
      data: { tabId: 'join', sectionId: section, name: 'Second', displayOrder: 1, isActive: true },
      overrideAccess: false,
      user,
    })
    expect(second.name).toBe('Second')
    await expect(
      payload.findByID({ collection: 'submenus', id: first.id, trash: true, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('deletes for good what has been in the trash for more than 30 days, and keeps the rest', async () => {
    const payload = await testPayload()
    const tag = unique('purge')
    const make = (title: string, deletedAt: string) =>
      payload.create({
        collection: 'content-items',
        data: {
          tabId: 'policy',
          sectionId: 'areas',
          title,
          content: lexicalParagraph('Old.'),
          displayOrder: 1,
          isActive: true,
          deletedAt,
        },
        overrideAccess: true,
      })
    const old = await make(`${tag} old`, new Date(Date.now() - 31 * 86_400_000).toISOString())
    const recent = await make(`${tag} recent`, new Date(Date.now() - 29 * 86_400_000).toISOString())
    expect(await purgeTrash(payload)).toBeGreaterThanOrEqual(1)
    await expect(
      payload.findByID({ collection: 'content-items', id: old.id, trash: true, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 404 })
    expect(
      (await payload.findByID({ collection: 'content-items', id: recent.id, trash: true, overrideAccess: true })).id,
    ).toBe(recent.id)
  })
})
