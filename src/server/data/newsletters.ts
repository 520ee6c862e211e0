import 'server-only'
import config from '@payload-config'
import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
import { editionLanguage, presentEdition, readEdition, writtenLanguages } from '../../core/newsletter/edition'
import {
  audienceCounts,
  cancelSending,
  editionProgress,
  editionTestMessage,
  startSending,
} from '../../core/newsletter/sending'
import { queueMail } from '../../core/mail/outbox'
import { renderEdition } from '../../core/newsletter/render'
import { htmlToLexical } from '../../core/rich-text'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import { reservedEditionSlugs } from '../../i18n/routing'
import {
  editableEditionStatuses,
  editionPageSize,
  editionSchema,
  editionTranslationSchema,
  publicEditionStatuses,
  sendEditionSchema,
  testEditionSchema,
  type EditionBlockInput,
  type EditionMailPreview,
  type PublicEdition,
} from '../../schemas/newsletter-edition'
import type { Admin } from '../auth'
import { HttpError, invalidInput, orNotFound, parseWith } from '../http'
import type { Paging } from '../request'
import { listed, type Listed } from './paging'
import { moveToTrash } from './trash'
import { cachedForVisitors, knownSlugsFirst } from './visitor-cache'

/** The monthly newsletter's editions (docs/decisions/036): written and sent from the back office, kept in the archive. */

export const defaultEditionPage = { page: 1, limit: editionPageSize } satisfies Paging

/** What visitors may read: the editions that went out. */
const publicWhere: Where = { status: { in: [...publicEditionStatuses] } }

/** The teasers of featured items follow the items: their changes expire the archive too. */
const tags = ['newsletters', 'publications', 'news', 'content-items'] as const

type Filter = { locale: LocaleCode; user: Admin | null }

/**
 * One page of editions in one language: for visitors the sent ones, the newest first; for an
 * administrator every edition, the latest written first.
 */
export const listEditions = cachedForVisitors(
  [...tags],
  async function listEditions(payload: Payload, { locale, user }: Filter, paging: Paging = defaultEditionPage) {
    const result = await payload.find({
      collection: 'newsletters',
      where: user ? {} : publicWhere,
      sort: user ? ['-createdAt'] : ['-startedAt', '-id'],
      page: paging.page,
      limit: paging.limit,
      depth: 0,
      locale: 'all',
      select: { subject: true },
      overrideAccess: false,
      user,
    })
    const read: Listed<PublicEdition | null> = await listed(result, (doc) =>
      readEdition(payload, doc.id, locale, { admin: Boolean(user) }),
    )
    return { items: read.items.filter((item): item is PublicEdition => item !== null), meta: read.meta }
  },
)

/** The slug and last change of every edition visitors may read, for the sitemap and the page's read. */
export const editionSlugs = cachedForVisitors(
  'newsletters',
  async function editionSlugs(payload: Payload, { user }: { user: Admin | null }) {
    const { docs } = await payload.find({
      collection: 'newsletters',
      where: user ? {} : publicWhere,
      select: { slug: true, updatedAt: true },
      sort: ['-startedAt', '-id'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return docs.filter((doc) => doc.slug).map((doc) => ({ slug: doc.slug as string, updatedAt: doc.updatedAt }))
  },
)

const cachedBySlug = cachedForVisitors(
  [...tags],
  async function editionBySlug(
    payload: Payload,
    { slug, locale, user }: { slug: string; locale: LocaleCode; user: Admin | null },
  ) {
    const { docs } = await payload.find({
      collection: 'newsletters',
      where: user ? { slug: { equals: slug } } : { and: [{ slug: { equals: slug } }, publicWhere] },
      limit: 1,
      depth: 0,
      select: { slug: true },
      overrideAccess: false,
      user,
    })
    return docs[0] ? readEdition(payload, docs[0].id, locale, { admin: Boolean(user) }) : null
  },
)

/** An edition by its archive page's slug, in one language (English where that language has none). */
export const editionBySlug = knownSlugsFirst(editionSlugs, cachedBySlug)

const notFound = 'No newsletter edition with this id.'

/** One edition by id: visitors read a sent one, administrators any (with the sending's figures). */
export async function findEdition(
  payload: Payload,
  { id, locale, user }: { id: number; locale: LocaleCode; user: Admin | null },
): Promise<PublicEdition> {
  const doc = await orNotFound(
    payload.findByID({
      collection: 'newsletters',
      id,
      depth: 0,
      select: { status: true },
      overrideAccess: false,
      user,
    }),
    notFound,
  )
  const edition = await readEdition(payload, doc.id, locale, { admin: Boolean(user) })
  if (!edition) throw new HttpError(404, notFound)
  return user && edition.status === 'sending' ? { ...edition, totals: await editionProgress(payload, id) } : edition
}

/** The stored edition for a write: 404 when there is none. */
async function requireEdition(payload: Payload, id: number, user: Admin) {
  return orNotFound(
    payload.findByID({
      collection: 'newsletters',
      id,
      depth: 0,
      select: { status: true, subject: true },
      overrideAccess: false,
      user,
    }),
    notFound,
  )
}

/** A block of the contract as the collection stores it (text as rich text). */
async function storedBlock(block: EditionBlockInput) {
  switch (block.type) {
    case 'text': {
      const lexical = await htmlToLexical(block.html, config)
      return { blockType: 'text' as const, content: { ...lexical } }
    }
    case 'image':
      return { blockType: 'image' as const, image: block.image, alt: block.alt ?? '', caption: block.caption ?? '' }
    case 'button':
      return { blockType: 'button' as const, label: block.label, url: block.url }
    case 'featured':
      return { blockType: 'featured' as const, item: { relationTo: block.kind, value: block.id } }
  }
}

/** The images and items the blocks name must exist (an image deleted since is a 400, not a 500). */
async function checkReferences(payload: Payload, body: EditionBlockInput[], user: Admin) {
  const errors: Record<string, string> = {}
  await Promise.all(
    body.map(async (block, index) => {
      if (block.type === 'image') {
        const found = await payload.count({
          collection: 'media',
          where: { id: { equals: block.image } },
          overrideAccess: true,
        })
        if (!found.totalDocs) errors[`body.${index}.image`] = 'Must be the id of an image in the media library.'
      }
      if (block.type === 'featured') {
        const found = await payload.count({
          collection: block.kind,
          where: { id: { equals: block.id } },
          overrideAccess: false,
          user,
        })
        if (!found.totalDocs) errors[`body.${index}.id`] = `Must be the id of an existing ${block.kind} record.`
      }
    }),
  )
  if (Object.keys(errors).length) throw new HttpError(400, invalidInput, errors)
}

/**
 * Creates an edition or changes one, in one language. A draft or scheduled edition may change;
 * one that has gone out may not (409). In another language than English, an empty subject clears
 * that language's edition: its subscribers get English.
 */
export async function saveEdition(
  payload: Payload,
  { id, fields, locale, user }: { id?: number; fields: Record<string, unknown>; locale: LocaleCode; user: Admin },
): Promise<PublicEdition> {
  const parsed = parseWith(id && locale !== defaultLocale ? editionTranslationSchema : editionSchema, fields)
  if (parsed.slug && (reservedEditionSlugs as readonly string[]).includes(parsed.slug))
    throw new HttpError(400, invalidInput, { slug: 'This address belongs to another page of the site.' })
  if (id) {
    const stored = await requireEdition(payload, id, user)
    if (!(editableEditionStatuses as readonly string[]).includes(stored.status))
      throw new HttpError(409, 'An edition that has been sent (or is being sent) cannot be changed.')
  }
  if (parsed.body) await checkReferences(payload, parsed.body, user)
  const { body, subject, ...rest } = parsed
  const data = {
    ...rest,
    ...(subject !== undefined ? { subject: subject || null } : {}),
    ...(body !== undefined ? { body: await Promise.all(body.map(storedBlock)) } : {}),
  }
  const doc = id
    ? await payload.update({ collection: 'newsletters', id, data, locale, depth: 0, overrideAccess: false, user })
    : await payload.create({
        collection: 'newsletters',
        // Parsed with the English rules (a subject), which the generated type cannot see through the union.
        data: data as RequiredDataFromCollectionSlug<'newsletters'>,
        locale,
        depth: 0,
        overrideAccess: false,
        user,
      })
  const written = await writtenLanguages(payload, doc.id)
  const language = editionLanguage(written, locale)
  const read =
    language === locale
      ? doc
      : await payload.findByID({
          collection: 'newsletters',
          id: doc.id,
          locale: language,
          depth: 0,
          overrideAccess: true,
        })
  return presentEdition(payload, read, language, { admin: true, written })
}

/** Moves an edition to the trash (restorable for 30 days), unless it is being sent (cancel it first). */
export async function removeEdition(payload: Payload, { id, user }: { id: number; user: Admin }) {
  const stored = await requireEdition(payload, id, user)
  if (stored.status === 'sending') throw new HttpError(409, 'An edition being sent cannot be deleted: cancel it first.')
  await moveToTrash(payload, { collection: 'newsletters', id, user })
  return { id }
}

/** Who the edition would reach now, by language (the confirmation before sending). */
export async function editionAudience(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await requireEdition(payload, id, user)
  return audienceCounts(payload, id)
}

/**
 * Sends an edition now, or schedules it (`at`, a time to come). Refused (409) unless it is a
 * draft or scheduled, and (400) without an English subject: English is what every language
 * without an edition of its own gets.
 */
export async function sendEdition(
  payload: Payload,
  { id, fields, user, locale }: { id: number; fields: Record<string, unknown>; user: Admin; locale: LocaleCode },
): Promise<PublicEdition> {
  const { at } = parseWith(sendEditionSchema, fields)
  const stored = await requireEdition(payload, id, user)
  if (!(editableEditionStatuses as readonly string[]).includes(stored.status))
    throw new HttpError(409, 'This edition has already been sent, or is being sent.')
  if (!(await writtenLanguages(payload, id)).includes(defaultLocale))
    throw new HttpError(400, invalidInput, { subject: 'The English edition needs a subject before it is sent.' })
  if (at) {
    await payload.update({
      collection: 'newsletters',
      id,
      data: { status: 'scheduled', scheduledFor: new Date(at).toISOString() },
      depth: 0,
      // Where a sending stands is the server's alone to write (collections/Newsletters).
      overrideAccess: true,
      user,
    })
  } else if (!(await startSending(payload, id, user)).started) {
    throw new HttpError(409, 'This edition has already been sent, or is being sent.')
  }
  return findEdition(payload, { id, locale, user })
}

/** Cancel: a scheduled edition returns to the drafts; a sending stops. 409 for any other. */
export async function cancelEdition(
  payload: Payload,
  { id, user, locale }: { id: number; user: Admin; locale: LocaleCode },
): Promise<PublicEdition> {
  await requireEdition(payload, id, user)
  if ((await cancelSending(payload, id, user)) === 'not-cancellable')
    throw new HttpError(409, 'Only a scheduled edition or one being sent can be cancelled.')
  return findEdition(payload, { id, locale, user })
}

/** The test send: the edition in one language to the signed-in administrator's own address. */
export async function sendEditionTest(
  payload: Payload,
  { id, fields, user }: { id: number; fields: Record<string, unknown>; user: Admin },
) {
  const { locale = defaultLocale } = parseWith(testEditionSchema, fields)
  await requireEdition(payload, id, user)
  if (!user.email)
    throw new HttpError(422, 'Your account has no e-mail address: add one to your account to receive test sends.')
  if (!(await writtenLanguages(payload, id)).includes(defaultLocale))
    throw new HttpError(400, invalidInput, { subject: 'The English edition needs a subject before it is sent.' })
  const message = await editionTestMessage(payload, id, locale, user.email)
  if (!message) throw new HttpError(404, notFound)
  await queueMail(payload, message)
  return { to: user.email, locale }
}

/** The edition's e-mail in one language as a subscriber gets it (their unsubscribe link aside), for the screen's preview. */
export async function previewEditionMail(
  payload: Payload,
  { id, locale, user }: { id: number; locale: LocaleCode; user: Admin },
): Promise<EditionMailPreview> {
  await requireEdition(payload, id, user)
  const edition = await readEdition(payload, id, locale)
  if (!edition) throw new HttpError(404, notFound)
  return { language: edition.language, ...(await renderEdition(edition)) }
}
