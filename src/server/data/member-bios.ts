import 'server-only'
import type { Payload, Where } from 'payload'
import type { MemberType } from '../../content/site-structure'
import type { LocaleCode } from '../../i18n/config'
import type { MemberBio } from '../../payload-types'
import { bioTextFields, memberBioSchema } from '../../schemas/member-bio'
import type { Admin } from '../auth'
import { HttpError, orConflict } from '../http'
import { draftStates } from './drafts'
import { inEachLanguage, textOrEmpty, untranslatedFields } from './languages'
import { saveAs } from './publishing'
import { cachedForVisitors } from './visitor-cache'
import type { PublicBio } from '../../schemas/member-bio'

/*
 * Member bios: a member's profile, found by the member's exact name (NFC) and type. One per
 * member: the collection's hook checks it (collections/MemberBios), the contract answers 409.
 */

/** A profile's texts, each written in every language. */

type BioText = (typeof bioTextFields)[number]

/**
 * A bio as the contract and the profile dialog show it. `untranslated` (in a visitor's read)
 * names the texts shown in English because the language asked has none of its own.
 */
export function presentBio(bio: MemberBio, untranslated?: BioText[]): PublicBio {
  return {
    id: bio.id,
    memberName: bio.memberName,
    memberType: bio.memberType,
    bio: bio.bio ?? '',
    education: bio.education ?? '',
    experience: bio.experience ?? '',
    achievements: bio.achievements ?? '',
    contactEmail: bio.contactEmail ?? '',
    linkedinUrl: bio.linkedinUrl ?? '',
    isActive: bio.isActive ?? true,
    ...(untranslated ? { untranslated } : {}),
  }
}

/** The bio of the member with this name (NFC), of this type when one is given. */
function bioOf(memberName: string, memberType?: MemberType): Where {
  const where: Where = { memberName: { equals: memberName.normalize('NFC') } }
  if (memberType) where.memberType = { equals: memberType }
  return where
}

/** A bio by the member's exact name (Unicode included), optionally narrowed by type. */
// Tagged with the members too: a member's rename or removal moves or hides the bio.
export const findBio = cachedForVisitors(
  ['member-bios', 'members'],
  async function findBio(
    payload: Payload,
    {
      memberName,
      memberType,
      locale,
      user,
    }: { memberName: string; memberType?: MemberType; locale: LocaleCode; user: Admin | null },
  ) {
    const { docs } = await payload.find({
      collection: 'member-bios',
      where: bioOf(memberName, memberType),
      limit: 1,
      sort: 'memberType',
      locale,
      fallbackLocale: 'en',
      overrideAccess: false,
      user,
    })
    const bio = docs[0]
    if (!bio) return null
    const english = await untranslatedFields(payload, {
      collection: 'member-bios',
      docs,
      locale,
      fields: bioTextFields,
      draft: false,
      user,
    })
    return { bio, untranslated: english.get(bio.id) ?? [] }
  },
)

export async function createBio(
  payload: Payload,
  {
    fields,
    locale,
    user,
    draft = false,
  }: { fields: Record<string, unknown>; locale: LocaleCode; user: Admin; draft?: boolean },
) {
  const data = memberBioSchema.parse(normalizeName(fields))
  const created = payload.create({
    collection: 'member-bios',
    ...saveAs(data, draft),
    locale,
    overrideAccess: false,
    user,
  })
  return presentBio(await orConflict(created, 'This member already has a bio. Update it instead.'))
}

export async function updateBio(
  payload: Payload,
  {
    memberName,
    fields,
    locale,
    user,
    draft = false,
  }: { memberName: string; fields: Record<string, unknown>; locale: LocaleCode; user: Admin; draft?: boolean },
) {
  const data = memberBioSchema.parse(normalizeName({ memberName, ...fields }))
  const existing = await findBio(payload, { memberName, memberType: data.memberType, locale, user })
  if (!existing) throw new HttpError(404, 'No bio for this member yet. Create it with POST /api/team-bios.')
  const updated = payload.update({
    collection: 'member-bios',
    id: existing.bio.id,
    ...saveAs(data, draft),
    locale,
    overrideAccess: false,
    user,
  })
  return presentBio(await orConflict(updated, 'Another bio already uses this member name.'))
}

function normalizeName(fields: Record<string, unknown>) {
  return typeof fields.memberName === 'string' ? { ...fields, memberName: fields.memberName.normalize('NFC') } : fields
}

/** The names of the members of one type that have a bio, for the bio manager's member list. */
export async function namesWithBio(payload: Payload, user: Admin, memberType: MemberType) {
  const { docs } = await payload.find({
    collection: 'member-bios',
    where: { memberType: { equals: memberType } },
    pagination: false,
    depth: 0,
    draft: true,
    select: { memberName: true },
    overrideAccess: false,
    user,
  })
  return docs.map((doc) => doc.memberName)
}

/** One member's bio (its latest version, a draft when there is one) with its texts in each language and its publication state, for the bio manager; null when there is none. */
export async function bioRecord(
  payload: Payload,
  user: Admin,
  { memberName, memberType }: { memberName: string; memberType: MemberType },
) {
  const { docs } = await payload.find({
    collection: 'member-bios',
    where: bioOf(memberName, memberType),
    limit: 1,
    depth: 0,
    locale: 'all',
    draft: true,
    overrideAccess: false,
    user,
  })
  const doc = docs[0]
  if (!doc) return null
  const drafts = await draftStates(payload, 'member-bios', [doc.id], user)
  return {
    memberName: doc.memberName,
    memberType: doc.memberType,
    contactEmail: doc.contactEmail ?? '',
    linkedinUrl: doc.linkedinUrl ?? '',
    isActive: doc.isActive ?? true,
    texts: await inEachLanguage(doc, bioTextFields, textOrEmpty),
    draft: drafts.get(doc.id),
  }
}
