import { createLocalReq, initTransaction, killTransaction } from 'payload'
import { describe, expect, it } from 'vitest'
import { lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

async function sectionWithContent(tabId: 'research' | 'policy') {
  const payload = await testPayload()
  const sectionId = unique('cms').toLowerCase()
  const submenu = await payload.create({
    collection: 'submenus',
    data: { tabId, sectionId, name: 'Field notes', displayOrder: 3, isActive: true },
    overrideAccess: true,
  })
  const item = (title: string, section = sectionId, tab: typeof tabId = tabId) =>
    payload.create({
      collection: 'content-items',
      data: {
        tabId: tab,
        sectionId: section,
        title,
        content: lexicalParagraph(title),
        displayOrder: 1,
        isActive: true,
      },
      overrideAccess: true,
    })
  await item('first')
  await item('second')
  const elsewhere = await item('same section id, other tab', sectionId, tabId === 'research' ? 'policy' : 'research')
  const count = () =>
    payload.count({
      collection: 'content-items',
      where: { tabId: { equals: tabId }, sectionId: { equals: sectionId } },
      overrideAccess: true,
    })
  return { payload, submenu, elsewhere, count }
}

describe('deleting a submenu', () => {
  it("deletes its section's content items, and only those", async () => {
    const { payload, submenu, elsewhere, count } = await sectionWithContent('research')
    expect((await count()).totalDocs).toBe(2)
    const req = await createLocalReq({}, payload)
    await payload.delete({ collection: 'submenus', id: submenu.id, overrideAccess: true, req })
    expect(req.context.deletedContentItems).toBe(2)
    expect((await count()).totalDocs).toBe(0)
    const kept = await payload.findByID({ collection: 'content-items', id: elsewhere.id, overrideAccess: true })
    expect(kept.id).toBe(elsewhere.id)
  })

  it('deletes the content in the same transaction as the submenu', async () => {
    const { payload, submenu, count } = await sectionWithContent('policy')
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.delete({ collection: 'submenus', id: submenu.id, overrideAccess: true, req })
    await killTransaction(req) // roll back: both the submenu and its content must come back
    const back = await payload.findByID({ collection: 'submenus', id: submenu.id, overrideAccess: true })
    expect(back.id).toBe(submenu.id)
    expect((await count()).totalDocs).toBe(2)
  })

  it("keeps a built-in section's content: such a submenu only renamed or hid the section", async () => {
    const payload = await testPayload()
    const where = { tabId: { equals: 'policy' }, sectionId: { equals: 'process' } } as const
    const item = await payload.create({
      collection: 'content-items',
      data: {
        tabId: 'policy',
        sectionId: 'process',
        title: unique('step'),
        content: lexicalParagraph('step'),
        displayOrder: 1,
        isActive: true,
      },
      overrideAccess: true,
    })
    const before = (await payload.count({ collection: 'content-items', where, overrideAccess: true })).totalDocs
    const submenu = await payload.create({
      collection: 'submenus',
      data: { tabId: 'policy', sectionId: 'process', name: 'How we work', displayOrder: 2, isActive: false },
      overrideAccess: true,
    })
    const req = await createLocalReq({}, payload)
    await payload.delete({ collection: 'submenus', id: submenu.id, overrideAccess: true, req })
    expect(req.context.deletedContentItems).toBe(0)
    expect((await payload.count({ collection: 'content-items', where, overrideAccess: true })).totalDocs).toBe(before)
    await payload.delete({ collection: 'content-items', id: item.id, overrideAccess: true })
  })
})
