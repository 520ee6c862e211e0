import 'server-only'
import type { Payload, Where } from 'payload'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import { feedLength } from '../../i18n/feeds'
import type { Publication } from '../../payload-types'
import {
  publicationSchema,
  publicationsPageSize,
  publicationTexts,
  publicationTranslationSchema,
  type PublicationFilters,
  type PublicationRecord,
  type PublicationText,
  type PublicPublication,
} from '../../schemas/publication'
import { queryWords } from '../../schemas/search'
import type { Admin } from '../auth'
import { HttpError, invalidInput, orNotFound } from '../http'
import { presentImage } from '../images'
import type { Paging, UploadedFile } from '../request'
import { draftStates, historyHref, previewWhere } from './drafts'
import { inEachLanguage, textOrEmpty, untranslatedFields } from './languages'
import { listed, type Listed } from './paging'
import { saveAs } from './publishing'
import { moveToTrash } from './trash'
import { presentAuthor } from './members'
import { cachedForVisitors, knownSlugsFirst } from './visitor-cache'

import { publicationPath } from '../../content/paths'

export { publicationPath }

/** Its texts in the language read ('' for none). */
const textsOf = (doc: Publication) =>
  Object.fromEntries(publicationTexts.map((name) => [name, doc[name] ?? ''])) as Record<PublicationText, string>

/**
 * A publication as the contract and the pages show it (its shape: src/schemas/publication.ts).
 * `untranslated` (in a visitor's read) names the texts shown in English because the language
 * asked has none of its own.
 */
export function presentPublication(doc: Publication, untranslated?: PublicationText[]): PublicPublication {
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    url: publicationPath(doc.slug ?? String(doc.id)),
    ...textsOf(doc),
    authors: (doc.authors ?? []).map(presentAuthor),
    year: doc.year,
    type: doc.type,
    themes: doc.themes ?? [],
    documentLanguages: doc.documentLanguages ?? [],
    doi: doc.doi || null,
    isbn: doc.isbn || null,
    licence: doc.licence || null,
    externalUrl: doc.externalUrl || null,
    featured: doc.featured ?? false,
    featuredOrder: doc.featuredOrder ?? 1,
    isActive: doc.isActive ?? true,
    file: doc.url ? { url: doc.url, filename: doc.filename ?? '', size: doc.filesize ?? null } : null,
    cover: presentImage(doc.cover),
    updatedAt: doc.updatedAt,
    ...(untranslated ? { untranslated } : {}),
  }
}

/** Of `docs`, the texts shown in English in `locale`. */
const inEnglish = (
  payload: Payload,
  docs: Publication[],
  { locale, draft, user }: { locale: LocaleCode; draft: boolean; user: Admin | null },
) =>
  untranslatedFields(payload, {
    collection: 'publications',
    docs,
    locale,
    fields: publicationTexts,
    draft,
    user,
  })

/** The list's order: the featured ones first (in their order), then the newest. */
const listOrder = ['-featured', 'featuredOrder', '-year', '-createdAt']

function filtersWhere({ year, type, theme, q }: PublicationFilters, locale: LocaleCode): Where {
  const and: Where[] = []
  if (year) and.push({ year: { equals: year } })
  if (type) and.push({ type: { equals: type } })
  if (theme) and.push({ themes: { in: [theme] } })
  // A substring, in the visitor's language or in English (which the site shows where a text has
  // no translation): words in Bengali, Arabic, Chinese or Japanese need no stemmer.
  // Every word must be found; LIKE's own characters in a word are only themselves.
  const texts =
    locale === defaultLocale
      ? ['title', 'abstract', 'authors.name']
      : ['title', 'abstract', `title.${defaultLocale}`, `abstract.${defaultLocale}`, 'authors.name']
  for (const word of q ? queryWords(q) : []) {
    const literal = word.replace(/[\\%_]/g, '\\$&')
    and.push({ or: texts.map((path) => ({ [path]: { contains: literal } })) })
  }
  return and.length ? { and } : {}
}

export const defaultPublicationsPage = { page: 1, limit: publicationsPageSize } satisfies Paging

type ListFilter = { locale: LocaleCode; filters?: PublicationFilters; user: Admin | null; preview?: boolean }

async function readPublications(
  payload: Payload,
  { locale, filters = {}, user, preview = false }: ListFilter,
  paging: Paging = defaultPublicationsPage,
): Promise<Listed<PublicPublication>> {
  const where = filtersWhere(filters, locale)
  const draft = preview && user !== null
  const result = await payload.find({
    collection: 'publications',
    where: previewWhere(where, preview),
    draft,
    sort: listOrder,
    page: paging.page,
    limit: paging.limit,
    depth: 1,
    locale,
    fallbackLocale: defaultLocale,
    overrideAccess: false,
    user,
  })
  const english = await inEnglish(payload, result.docs, { locale, draft, user })
  return listed(result, (doc) => presentPublication(doc, english.get(doc.id) ?? []))
}

const cachedPublications = cachedForVisitors(['publications', 'members'], readPublications)

/**
 * One page of publications in one language, the featured first, then the newest. Visitors see
 * the active, published ones (cached by tag; a member's change changes the authors' links), but
 * a search in words is read afresh: what visitors type must not fill the cache. An
 * administrator sees them all, or in a preview the active ones with their drafts.
 */
const listWith = (cached: typeof readPublications) => (payload: Payload, filter: ListFilter, paging?: Paging) =>
  filter.filters?.q && !filter.user ? readPublications(payload, filter, paging) : cached(payload, filter, paging)
export const listPublications = Object.assign(listWith(cachedPublications), {
  forApi: listWith(cachedPublications.forApi),
})

/** The years that have publications, newest first, for the list's filter. */
export const publicationYears = cachedForVisitors(
  'publications',
  async function publicationYears(payload: Payload, { user }: { user: Admin | null }) {
    const { docs } = await payload.find({
      collection: 'publications',
      select: { year: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return [...new Set(docs.map((doc) => doc.year))].sort((a, b) => b - a)
  },
)

/** The slug and last change of every publication visitors see, for the sitemap. */
export const publicationSlugs = cachedForVisitors(
  'publications',
  async function publicationSlugs(payload: Payload, { user }: { user: Admin | null }) {
    const { docs } = await payload.find({
      collection: 'publications',
      select: { slug: true, updatedAt: true },
      sort: '-year',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return docs.filter((doc) => doc.slug).map((doc) => ({ slug: doc.slug as string, updatedAt: doc.updatedAt }))
  },
)

const cachedBySlug = cachedForVisitors(
  ['publications', 'members'],
  async function publicationBySlug(
    payload: Payload,
    {
      slug,
      locale,
      user,
      preview = false,
    }: { slug: string; locale: LocaleCode; user: Admin | null; preview?: boolean },
  ) {
    const draft = preview && user !== null
    const { docs } = await payload.find({
      collection: 'publications',
      where: previewWhere({ slug: { equals: slug } }, preview),
      draft,
      limit: 1,
      depth: 1,
      locale,
      fallbackLocale: defaultLocale,
      overrideAccess: false,
      user,
    })
    return docs[0]
      ? presentPublication(docs[0], (await inEnglish(payload, docs, { locale, draft, user })).get(docs[0].id) ?? [])
      : null
  },
)

/**
 * A publication by its page's slug, in one language (cached for visitors; with drafts in a
 * preview). A slug visitors cannot see is answered from the cached list of slugs, so that
 * made-up addresses never fill the cache.
 */
export const publicationBySlug = knownSlugsFirst(publicationSlugs, cachedBySlug)

/** One publication by id (visitors: an active, published one; else 404). */
export async function findPublication(
  payload: Payload,
  { id, locale, user }: { id: number; locale: LocaleCode; user: Admin | null },
) {
  const doc = await orNotFound(
    payload.findByID({
      collection: 'publications',
      id,
      depth: 1,
      locale,
      fallbackLocale: defaultLocale,
      overrideAccess: false,
      user,
    }),
    'No publication with this id.',
  )
  return presentPublication(doc)
}

/**
 * Creates a publication (its PDF is required) or changes one (a new PDF replaces the file),
 * in one language; published unless `draft`. The PDF is checked and its first page drawn by
 * the collection (src/core/uploads/pdf-upload.ts).
 */
export async function savePublication(
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
  const data = (id && locale !== defaultLocale ? publicationTranslationSchema : publicationSchema).parse(fields)
  if (!id && !file) throw new HttpError(400, invalidInput, { file: 'PDF file is required' })
  const members = data.authors.map((a) => a.member).filter((m): m is number => typeof m === 'number')
  if (members.length) {
    const { totalDocs } = await payload.count({
      collection: 'members',
      where: { id: { in: members } },
      overrideAccess: false,
      user,
    })
    if (totalDocs < new Set(members).size)
      throw new HttpError(400, invalidInput, { authors: 'Each author member must be an existing member id.' })
  }
  const doc = id
    ? await payload.update({
        collection: 'publications',
        id,
        ...saveAs(data, draft),
        ...(file ? { file } : {}),
        locale,
        depth: 1,
        overrideAccess: false,
        user,
      })
    : await payload.create({
        collection: 'publications',
        ...saveAs(data, draft),
        file,
        locale,
        depth: 1,
        overrideAccess: false,
        user,
      })
  return presentPublication(doc)
}

/** 404 unless the publication exists (for a write: nothing is read but its id). */
export async function requirePublication(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await orNotFound(
    payload.findByID({ collection: 'publications', id, depth: 0, select: { slug: true }, overrideAccess: false, user }),
    'No publication with this id.',
  )
}

/** Moves a publication to the trash (restorable for 30 days). */
export async function removePublication(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await requirePublication(payload, { id, user })
  await moveToTrash(payload, { collection: 'publications', id, user })
  return { id }
}

/**
 * Every publication (its latest version, a draft when there is one) with its title and abstract
 * in each language and its publication state, for the back office's publications manager.
 */
export async function publicationRecords(
  payload: Payload,
  user: Admin,
  paging: Paging,
): Promise<Listed<PublicationRecord>> {
  const result = await payload.find({
    collection: 'publications',
    sort: listOrder,
    page: paging.page,
    limit: paging.limit,
    depth: 1,
    locale: 'all',
    draft: true,
    overrideAccess: false,
    user,
  })
  const drafts = await draftStates(
    payload,
    'publications',
    result.docs.map((doc) => doc.id),
    user,
  )
  return listed(result, async (doc) => {
    const texts = await inEachLanguage(doc, publicationTexts, textOrEmpty)
    return {
      ...presentPublication({ ...doc, ...texts.en }),
      texts,
      draft: drafts.get(doc.id),
      history: historyHref('publications', doc.id),
    }
  })
}

/**
 * The newest publications visitors see, in one language, for its feeds: the newest added
 * first, with when each was added (cached by tag).
 */
export const publicationFeed = cachedForVisitors(
  ['publications', 'members'],
  async function publicationFeed(payload: Payload, { locale, user }: { locale: LocaleCode; user: Admin | null }) {
    const { docs } = await payload.find({
      collection: 'publications',
      sort: '-createdAt',
      limit: feedLength,
      depth: 1,
      locale,
      fallbackLocale: defaultLocale,
      overrideAccess: false,
      user,
    })
    return docs.map((doc) => ({ ...presentPublication(doc), createdAt: doc.createdAt }))
  },
)
