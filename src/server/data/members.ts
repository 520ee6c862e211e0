import 'server-only'
import type { Payload, Where } from 'payload'
import type { MemberType } from '../../content/site-structure'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import type { Member } from '../../payload-types'
import { memberSchema, memberTranslationSchema } from '../../schemas/member'
import type { Admin } from '../auth'
import { orNotFound } from '../http'
import { presentImage, withUploadedImage } from '../images'
import type { Paging, UploadedFile } from '../request'
import { draftStates, historyHref } from './drafts'
import { inEachLanguage, textOrEmpty, untranslatedFields } from './languages'
import { listed, pageArgs, type Listed } from './paging'
import { saveAs } from './publishing'
import { moveToTrash } from './trash'
import { cachedForVisitors } from './visitor-cache'
import type { PublicMember, MemberRecord } from '../../schemas/member'

/**
 * An author of a publication or a news story as the site shows it: the name, and where the
 * member's profile is when the author is one of ours (and shown). A member visitors may not see
 * stays a bare id: neither it nor their profile is told.
 */
export function presentAuthor(author: { name: string; member?: number | Member | null }) {
  const member = author.member && typeof author.member === 'object' ? author.member : null
  return {
    name: author.name,
    memberId: member?.id ?? null,
    profileUrl: member ? `/?tab=about&section=${member.memberType}#member-${member.id}` : null,
  }
}

/**
 * A member as the contract and the pages show them. `untranslated` (in a list read) is
 * ['title'] when the title is shown in English because the language asked has none of its own.
 */
export function presentMember(member: Member, untranslated?: 'title'[]): PublicMember {
  const image = presentImage(member.image)
  return {
    id: member.id,
    name: member.name,
    title: member.title ?? '',
    memberType: member.memberType,
    displayOrder: member.displayOrder,
    isActive: member.isActive ?? true,
    imageUrl: image?.url ?? null,
    image,
    ...(untranslated ? { untranslated } : {}),
  }
}

export const listMembers = cachedForVisitors(
  'members',
  async function listMembers(
    payload: Payload,
    {
      memberType,
      locale,
      user,
      preview = false,
    }: {
      memberType?: 'board' | 'team'
      locale: LocaleCode
      user: Admin | null
      /** An administrator's preview: the active members as the site will show them, drafts included. */
      preview?: boolean
    },
    paging?: Paging,
  ) {
    const where: Where = {}
    if (memberType) where.memberType = { equals: memberType }
    if (preview) where.isActive = { equals: true }
    const draft = preview && user !== null
    const result = await payload.find({
      collection: 'members',
      where,
      draft,
      sort: ['displayOrder', 'name'],
      ...pageArgs(paging, 500),
      depth: 1,
      locale,
      fallbackLocale: 'en',
      overrideAccess: false,
      user,
    })
    const english = await untranslatedFields(payload, {
      collection: 'members',
      docs: result.docs,
      locale,
      fields: ['title'],
      draft,
      user,
    })
    return listed(result, (member) => presentMember(member, english.get(member.id) ?? []))
  },
)

/**
 * Stores the portrait first; the member then points to it. A refused member leaves no orphan image,
 * and the image a member no longer uses is deleted by the collection's hook (collections/Members/hooks).
 * A change in a language other than English may empty the title: that translation is cleared
 * (null) and the site shows the English title (docs/decisions/002). Published unless `draft`.
 */
export async function saveMember(
  payload: Payload,
  {
    id,
    fields,
    file,
    locale,
    user,
    draft = false,
  }: {
    id?: number
    fields: Record<string, unknown>
    file?: UploadedFile
    locale: LocaleCode
    user: Admin
    draft?: boolean
  },
) {
  const data = (id && locale !== defaultLocale ? memberTranslationSchema : memberSchema).parse(fields)
  return withUploadedImage(payload, { file, alt: data.name, user }, async (image) => {
    const doc = id
      ? await payload.update({
          collection: 'members',
          id,
          ...saveAs({ ...data, ...(image ? { image } : {}) }, draft),
          locale,
          depth: 1,
          overrideAccess: false,
          user,
        })
      : await payload.create({
          collection: 'members',
          ...saveAs({ ...data, ...(image ? { image } : {}) }, draft),
          locale,
          depth: 1,
          overrideAccess: false,
          user,
        })
    return presentMember(doc)
  })
}

export async function findMember(payload: Payload, id: number, user: Admin) {
  return orNotFound(
    payload.findByID({ collection: 'members', id, depth: 0, overrideAccess: false, user }),
    'No member with this id.',
  )
}

/** Deletes a member; the collection's hook deletes its image (unless something else uses it) in the same transaction. */
export async function removeMember(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await findMember(payload, id, user)
  await moveToTrash(payload, { collection: 'members', id, user })
  return { id }
}

/**
 * Every member (its latest version, a draft when there is one) with its title in each language,
 * its portrait's thumbnail and its publication state, for the back office's member manager.
 */
export async function memberRecords(payload: Payload, user: Admin, paging?: Paging): Promise<Listed<MemberRecord>> {
  const result = await payload.find({
    collection: 'members',
    sort: ['memberType', 'displayOrder', 'name'],
    ...pageArgs(paging, 500),
    depth: 1,
    locale: 'all',
    draft: true,
    overrideAccess: false,
    user,
  })
  const drafts = await draftStates(
    payload,
    'members',
    result.docs.map((doc) => doc.id),
    user,
  )
  return listed(result, async (doc) => {
    const image = presentImage(doc.image)
    return {
      id: doc.id,
      name: doc.name,
      memberType: doc.memberType,
      displayOrder: doc.displayOrder ?? 1,
      isActive: doc.isActive ?? true,
      imageUrl: image?.sizes.thumbnail?.url ?? image?.url ?? null,
      titles: await inEachLanguage(doc, ['title'], textOrEmpty),
      draft: drafts.get(doc.id),
      history: historyHref('members', doc.id),
    }
  })
}

/** The id, name and type of every member, or of one type's (a bio belongs to one, an author may be one), in the members' order. */
export async function memberNames(payload: Payload, user: Admin, memberType?: MemberType) {
  const where: Where = memberType ? { memberType: { equals: memberType } } : {}
  const { docs } = await payload.find({
    collection: 'members',
    where,
    sort: ['displayOrder', 'name'],
    limit: 500,
    depth: 0,
    locale: 'en',
    select: { name: true, memberType: true },
    overrideAccess: false,
    user,
  })
  return docs.map((m) => ({ id: m.id, name: m.name, memberType: m.memberType }))
}
