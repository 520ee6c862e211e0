import type { Access, Where } from 'payload'
import { memberTypes } from '../../content/site-structure'
import { shownOnSite } from '../drafts'
import { isAdminUser } from './index'

/*
 * A bio is found by its member's name and type, not by a relation, so its own status cannot
 * say whether its member is shown. Visitors read a bio only while it is shown (active and
 * published) and so is its member: active, published and outside the trash. The rule is the
 * collection's read access, so every path follows it: the contract, Payload's REST and GraphQL,
 * the pages, search.
 */

const membersKey = 'shown-members-by-type'

/** The names of the members the site shows, by type (asked once per request). */
async function shownMembers(req: Parameters<Access>[0]['req']): Promise<Map<string, string[]>> {
  const cached = req.context?.[membersKey] as Map<string, string[]> | undefined
  if (cached) return cached
  const { docs } = await req.payload.find({
    collection: 'members',
    where: shownOnSite,
    pagination: false,
    depth: 0,
    select: { name: true, memberType: true },
    overrideAccess: true,
  })
  const byType = new Map<string, string[]>()
  for (const doc of docs) {
    const type = String(doc.memberType)
    byType.set(type, [...(byType.get(type) ?? []), String(doc.name)])
  }
  if (req.context) req.context[membersKey] = byType
  return byType
}

/** Visitors: bios that are shown, of members who are shown. Administrators: everything. */
export const bioOfShownMemberOrAdmin: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  const members = await shownMembers(req)
  const ofShownMember: Where[] = memberTypes
    .filter((type) => (members.get(type) ?? []).length > 0)
    .map((type): Where => ({
      and: [{ memberType: { equals: type } } as Where, { memberName: { in: members.get(type) ?? [] } } as Where],
    }))
  if (ofShownMember.length === 0) return false
  return { and: [shownOnSite, { or: ofShownMember }] }
}
