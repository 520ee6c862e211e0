import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { publishedBefore } from '../../../src/core/drafts'
import type { Member } from '../../../src/payload-types'

// Deleting a member leaves its bio alone: re-adding the member (say, after a mistaken delete) finds it again, and the bio manager deletes bios on purpose.

type Key = { name: string; memberType: Member['memberType'] }

/** Bios are stored under the NFC form of the name (src/server/data/member-bios.ts). */
const keyOf = (member: Pick<Member, 'name' | 'memberType'>): Key => ({
  name: member.name.normalize('NFC'),
  memberType: member.memberType,
})

const findBio = async (req: PayloadRequest, { name, memberType }: Key) =>
  (
    await req.payload.find({
      collection: 'member-bios',
      where: { and: [{ memberName: { equals: name } }, { memberType: { equals: memberType } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0] ?? null

/**
 * A bio is found by its member's name and type, so renaming a member (or moving it between
 * board and team) takes its bio along, in the same transaction. It stays where it is when a bio
 * already exists under the new name and type, or when another member still has the old ones.
 */
export const moveBioWithMember: CollectionAfterChangeHook<Member> = async ({
  doc,
  previousDoc: latest,
  operation,
  req,
}) => {
  // A draft renames nothing yet; its publication renames what the site showed.
  const previousDoc = operation === 'update' ? publishedBefore('members', { doc, previousDoc: latest, req }) : null
  if (!previousDoc?.name) return doc
  const from = keyOf(previousDoc)
  const to = keyOf(doc)
  if (from.name === to.name && from.memberType === to.memberType) return doc

  const bio = await findBio(req, from)
  if (!bio || (await findBio(req, to))) return doc
  const { totalDocs: namesake } = await req.payload.count({
    collection: 'members',
    where: { and: [{ name: { equals: previousDoc.name } }, { memberType: { equals: previousDoc.memberType } }] },
    overrideAccess: true,
    req,
  })
  if (namesake > 0) return doc

  await req.payload.update({
    collection: 'member-bios',
    id: bio.id,
    data: { memberName: to.name, memberType: to.memberType },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return doc
}
