// Read by the API and archive (src/server/data/newsletters.ts) and by the mail worker: no "server-only" here.
import { NotFound, type Payload } from 'payload'
import { contentItemPath, editionPath, newsPath, publicationPath } from '../../content/paths'
import { defaultLocale, isLocale, localeCodes, type LocaleCode } from '../../i18n/config'
import type { Newsletter } from '../../payload-types'
import type { FeaturedCollection, PublicEdition, PublicEditionBlock } from '../../schemas/newsletter-edition'
import { htmlToText, lexicalToHtml } from '../rich-text'
import { presentImage } from '../uploads/present-image'

/*
 * An edition in one language, as the contract, the archive and the mail show it
 * (docs/decisions/036). A language whose subject is empty has no edition of its own: its
 * readers get English.
 */

type Block = NonNullable<Newsletter['body']>[number]

/** The languages whose edition is written (a subject), English first. */
export async function writtenLanguages(payload: Payload, id: number): Promise<LocaleCode[]> {
  const doc = await payload.findByID({
    collection: 'newsletters',
    id,
    locale: 'all',
    depth: 0,
    select: { subject: true },
    overrideAccess: true,
  })
  // Read in every language, the subject is `{ [language]: text }`.
  const subjects: unknown = doc.subject ?? {}
  const subjectIn = (code: LocaleCode) => (subjects as Partial<Record<LocaleCode, unknown>>)[code]
  return localeCodes.filter((code) => {
    const subject = subjectIn(code)
    return typeof subject === 'string' && subject.trim() !== ''
  })
}

/** The language a reader of `locale` gets: theirs when written, else English. */
export const editionLanguage = (written: readonly LocaleCode[], locale: LocaleCode): LocaleCode =>
  written.includes(locale) ? locale : defaultLocale

/** An excerpt of a featured item: at most this many characters. */
const excerptLength = 300

type Featured = Extract<PublicEditionBlock, { type: 'featured' }>

/**
 * A featured item in `locale` with English where it has no text: as a visitor may see it (an
 * active, published record, read without privileges; null when visitors may not see it), or
 * `privileged`, whatever its state (null when it no longer exists).
 */
async function teaser(
  payload: Payload,
  kind: FeaturedCollection,
  id: number,
  locale: LocaleCode,
  privileged = false,
): Promise<Featured | null> {
  const read = {
    id,
    locale,
    fallbackLocale: defaultLocale,
    depth: 1,
    overrideAccess: privileged,
    disableErrors: true,
  } as const
  const hidden = (doc: { isActive?: boolean | null } | null) => !doc || (!privileged && doc.isActive === false)
  if (kind === 'publications') {
    const doc = await payload.findByID({ collection: 'publications', ...read })
    if (!doc || hidden(doc)) return null
    return {
      type: 'featured',
      kind,
      id,
      title: doc.title ?? '',
      summary: htmlToText(doc.summary || doc.abstract || '', excerptLength),
      url: publicationPath(doc.slug ?? String(id)),
      image: presentImage(doc.cover),
    }
  }
  if (kind === 'news') {
    const doc = await payload.findByID({ collection: 'news', ...read })
    if (!doc || hidden(doc)) return null
    return {
      type: 'featured',
      kind,
      id,
      title: doc.title ?? '',
      summary: htmlToText(doc.summary ?? '', excerptLength),
      url: newsPath(doc.slug ?? String(id)),
      image: presentImage(doc.cover),
    }
  }
  const doc = await payload.findByID({ collection: 'content-items', ...read })
  if (!doc || hidden(doc)) return null
  return {
    type: 'featured',
    kind,
    id,
    title: doc.title ?? '',
    summary: htmlToText(await lexicalToHtml(doc.content), excerptLength),
    url: contentItemPath({ id, tabId: doc.tabId, sectionId: doc.sectionId }),
    image: null,
  }
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

/**
 * A block as shown; null for one that shows nothing (an image deleted, an item hidden since).
 * For administrators, an image names its media id, and an item visitors cannot see stays, marked
 * `shown: false`, so that the back office edits what is stored.
 */
async function presentBlock(
  payload: Payload,
  block: Block,
  locale: LocaleCode,
  admin: boolean,
): Promise<PublicEditionBlock | null> {
  switch (block.blockType) {
    case 'text':
      return { type: 'text', html: await lexicalToHtml(block.content) }
    case 'image': {
      const id = idOf(block.image)
      const media = id
        ? await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true })
        : null
      const image = presentImage(media)
      if (!image) return null
      return {
        type: 'image',
        image,
        alt: block.alt ?? '',
        caption: block.caption ?? '',
        ...(admin && id ? { mediaId: id } : {}),
      }
    }
    case 'button':
      return { type: 'button', label: block.label, url: block.url }
    case 'featured': {
      const id = idOf(block.item.value)
      if (!id) return null
      const shown = await teaser(payload, block.item.relationTo, id, locale)
      if (!admin) return shown
      if (shown) return { ...shown, shown: true }
      const stored = await teaser(payload, block.item.relationTo, id, locale, true)
      return stored ? { ...stored, shown: false } : null
    }
  }
}

/**
 * The edition `id` in `locale` (English where that language has no edition of its own);
 * `admin` adds what only administrators see. Null when there is no such edition.
 */
export async function readEdition(
  payload: Payload,
  id: number,
  locale: LocaleCode,
  { admin = false }: { admin?: boolean } = {},
): Promise<PublicEdition | null> {
  // No such edition is null; a database away is an error (the caller answers 503, not 404).
  const written = await writtenLanguages(payload, id).catch((error: unknown) => {
    if (error instanceof NotFound) return null
    throw error
  })
  if (!written) return null
  const language = editionLanguage(written, locale)
  const doc = await payload.findByID({
    collection: 'newsletters',
    id,
    locale: language,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc) return null
  return presentEdition(payload, doc, language, { admin, written })
}

/** A stored edition (read in `language`) as the contract shows it. */
export async function presentEdition(
  payload: Payload,
  doc: Newsletter,
  language: LocaleCode,
  { admin, written }: { admin: boolean; written: LocaleCode[] },
): Promise<PublicEdition> {
  const blocks = await Promise.all((doc.body ?? []).map((block) => presentBlock(payload, block, language, admin)))
  const totals = doc.totals?.recipients == null ? null : totalsOf(doc.totals)
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    url: editionPath(doc.slug ?? String(doc.id)),
    language,
    subject: doc.subject ?? '',
    preheader: doc.preheader ?? '',
    body: blocks.filter((block): block is PublicEditionBlock => block !== null),
    sentAt: doc.startedAt ?? null,
    status: doc.status,
    ...(admin
      ? {
          audience: doc.audience,
          languages: (doc.languages ?? []).filter(isLocale),
          scheduledFor: doc.scheduledFor ?? null,
          translated: written,
          totals,
        }
      : {}),
    updatedAt: doc.updatedAt,
  }
}

/** The stored totals as figures (numeric columns may come back as strings). */
const totalsOf = (totals: NonNullable<Newsletter['totals']>) => {
  const n = (value: unknown) => Number(value ?? 0)
  const recipients = n(totals.recipients)
  const sent = n(totals.sent)
  const failed = n(totals.failed)
  const skipped = n(totals.skipped)
  return { recipients, sent, failed, skipped, left: 0, inEnglish: n(totals.inEnglish) }
}
