import type { CollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

describe('visitors (anonymous callers)', () => {
  const submissions: CollectionSlug[] = ['contact-messages', 'newsletter-subscriptions', 'software-requests']

  beforeAll(async () => {
    const payload = await testPayload()
    await payload.create({
      collection: 'contact-messages',
      data: {
        name: 'Rahim',
        email: 'rahim@example.org',
        subject: 'A question',
        message: 'A message that is long enough.',
        status: 'new',
        receivedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    })
  })

  it.each(submissions)('cannot read %s', async (collection) => {
    const payload = await testPayload()
    await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })

  it.each(submissions)('cannot write %s directly', async (collection) => {
    const payload = await testPayload()
    await expect(payload.create({ collection, data: {} as never, overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('cannot read or create admin accounts', async () => {
    const payload = await testPayload()
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'users',
        data: { username: 'intruder', password: 'secret123', role: 'admin' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('see only active content items, submenus, members, bios', async () => {
    const payload = await testPayload()
    const tag = unique('vis')
    const section = `s-${tag.toLowerCase()}`
    for (const isActive of [true, false]) {
      await payload.create({
        collection: 'content-items',
        data: {
          tabId: 'research',
          sectionId: section,
          title: `${tag} ${isActive}`,
          content: lexicalParagraph('x'),
          displayOrder: 1,
          isActive,
        },
        overrideAccess: true,
      })
      await payload.create({
        collection: 'members',
        data: { name: `${tag} ${isActive}`, title: 'Researcher', memberType: 'team', displayOrder: 1, isActive },
        overrideAccess: true,
      })
      await payload.create({
        collection: 'member-bios',
        data: { memberName: `${tag} ${isActive}`, memberType: 'team', bio: 'Bio', isActive },
        overrideAccess: true,
      })
    }
    await payload.create({
      collection: 'submenus',
      data: { tabId: 'research', sectionId: section, name: tag, displayOrder: 1, isActive: false },
      overrideAccess: true,
    })

    const items = await payload.find({
      collection: 'content-items',
      where: { sectionId: { equals: section } },
      overrideAccess: false,
    })
    expect(items.docs.map((d) => d.title)).toEqual([`${tag} true`])
    const members = await payload.find({ collection: 'members', where: { name: { like: tag } }, overrideAccess: false })
    expect(members.docs.map((d) => d.name)).toEqual([`${tag} true`])
    const bios = await payload.find({
      collection: 'member-bios',
      where: { memberName: { like: tag } },
      overrideAccess: false,
    })
    expect(bios.docs.map((d) => d.memberName)).toEqual([`${tag} true`])
    const submenus = await payload.find({
      collection: 'submenus',
      where: { sectionId: { equals: section } },
      overrideAccess: false,
    })
    expect(submenus.docs).toHaveLength(0)

    // An administrator sees the inactive ones too.
    const { user } = await createAdmin(payload)
    const all = await payload.find({
      collection: 'content-items',
      where: { sectionId: { equals: section } },
      overrideAccess: false,
      user,
    })
    expect(all.docs).toHaveLength(2)
    const allSubmenus = await payload.find({
      collection: 'submenus',
      where: { sectionId: { equals: section } },
      overrideAccess: false,
      user,
    })
    expect(allSubmenus.docs).toHaveLength(1)
  })

  it.each(['content-items', 'submenus', 'members', 'member-bios'] as CollectionSlug[])(
    'cannot create, update or delete %s',
    async (collection) => {
      const payload = await testPayload()
      await expect(payload.create({ collection, data: {} as never, overrideAccess: false })).rejects.toMatchObject({
        status: 403,
      })
      await expect(
        payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.update({
          collection,
          where: { id: { exists: true } },
          data: { isActive: true } as never,
          overrideAccess: false,
        }),
      ).rejects.toMatchObject({ status: 403 })
    },
  )
})
