import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as restRoute from '../../app/(payload)/api/cms/[...slug]/route'
import * as bioRoute from '../../app/api/team-bios/[memberName]/route'
import { moveToTrash } from '../../src/server/data/trash'
import { createAdmin } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

/*
 * Second security review, row 3: a bio (contact e-mail, LinkedIn) is a visitor's to read only
 * while its member is shown too: active, published and outside the trash. Every public path:
 * the contract's GET /api/team-bios/{name}, Payload's REST, the Local API without access
 * override. (Payload's GraphQL is closed to visitors altogether: src/server/graphql-guard.ts.)
 */

let payload: Payload
let admin: Awaited<ReturnType<typeof createAdmin>>
beforeAll(async () => {
  payload = await testPayload()
  admin = await createAdmin(payload)
})

async function memberWithBio(tag: string) {
  const name = `${tag} Rahman`
  const member = await payload.create({
    collection: 'members',
    data: { name, title: 'Researcher', memberType: 'team', displayOrder: 1, isActive: true },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'member-bios',
    data: {
      memberName: name,
      memberType: 'team',
      bio: 'Bio',
      contactEmail: 'private@example.org',
      linkedinUrl: 'https://www.linkedin.com/in/someone',
      isActive: true,
    },
    overrideAccess: true,
  })
  return { member, name }
}

/** What a visitor gets of the bio through each public path. */
async function visitorReads(name: string) {
  const contract = await bioRoute.GET(new NextRequest(`http://site.test/api/team-bios/${encodeURIComponent(name)}`), {
    params: Promise.resolve({ memberName: name }),
  })
  const rest = await restRoute.GET(
    new Request(`http://site.test/api/cms/member-bios?where[memberName][equals]=${encodeURIComponent(name)}`),
    { params: Promise.resolve({ slug: ['member-bios'] }) },
  )
  const restDocs = ((await rest.json()) as { docs: unknown[] }).docs.length
  const local = (
    await payload.find({ collection: 'member-bios', where: { memberName: { equals: name } }, overrideAccess: false })
  ).docs.length
  return { contract: contract.status, rest: restDocs, local }
}

const shown = { contract: 200, rest: 1, local: 1 }
const hidden = { contract: 404, rest: 0, local: 0 }

describe("a bio follows its member's visibility", () => {
  it('is shown while the member is active and published', async () => {
    const { name } = await memberWithBio(unique('shown'))
    expect(await visitorReads(name)).toEqual(shown)
  })

  it('is hidden while the member is inactive, and shown again when reactivated', async () => {
    const { member, name } = await memberWithBio(unique('inactive'))
    await payload.update({ collection: 'members', id: member.id, data: { isActive: false }, overrideAccess: true })
    expect(await visitorReads(name)).toEqual(hidden)
    await payload.update({ collection: 'members', id: member.id, data: { isActive: true }, overrideAccess: true })
    expect(await visitorReads(name)).toEqual(shown)
  })

  it('is hidden while the member is in the trash', async () => {
    const { member, name } = await memberWithBio(unique('trashed'))
    await moveToTrash(payload, { collection: 'members', id: member.id, user: admin.user as never })
    expect(await visitorReads(name)).toEqual(hidden)
  })

  it('is hidden while the member is unpublished (a draft only)', async () => {
    const name = `${unique('draft')} Rahman`
    await payload.create({
      collection: 'members',
      data: { name, title: 'Researcher', memberType: 'team', displayOrder: 1, isActive: true, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    await payload.create({
      collection: 'member-bios',
      data: { memberName: name, memberType: 'team', bio: 'Bio', isActive: true },
      overrideAccess: true,
    })
    expect(await visitorReads(name)).toEqual(hidden)
  })

  it('of a member of the other type is not shown under this one', async () => {
    const name = `${unique('board')} Rahman`
    await payload.create({
      collection: 'members',
      data: { name, title: 'Chair', memberType: 'board', displayOrder: 1, isActive: true },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'member-bios',
      data: { memberName: name, memberType: 'team', bio: 'Bio', isActive: true },
      overrideAccess: true,
    })
    expect(await visitorReads(name)).toEqual(hidden)
  })

  it('stays readable by administrators whatever its member', async () => {
    const { member, name } = await memberWithBio(unique('admin'))
    await payload.update({ collection: 'members', id: member.id, data: { isActive: false }, overrideAccess: true })
    const found = await payload.find({
      collection: 'member-bios',
      where: { memberName: { equals: name } },
      overrideAccess: false,
      user: { ...admin, collection: 'users' } as never,
    })
    expect(found.docs).toHaveLength(1)
  })
})
