import 'server-only'
import config from '@payload-config'
import type { Payload, Where } from 'payload'
import { htmlToLexical, lexicalToHtml } from '../../core/rich-text'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import type { News } from '../../payload-types'
import {
  newsPageSize,
  newsSchema,
  newsTexts,
  newsTranslationSchema,
  type NewsFilters,
  type NewsRecord,
  type NewsText,
  type PublicNews,
} from '../../schemas/news'
import type { Admin } from '../auth'
import { HttpError, invalidInput, orNotFound } from '../http'
import { presentImage, withUploadedImage } from '../images'
import { getPayloadClient } from '../payload'
import type { Paging, UploadedFile } from '../request'
import { draftStates, historyHref, previewWhere } from './drafts'
import { inEachLanguage, untranslatedFields } from './languages'
import { listed, type Listed } from './paging'
import { saveAs } from './publishing'
import { moveToTrash } from './trash'
import { presentAuthor } from './members'
import { cachedForVisitors, knownSlugsFirst } from './visitor-cache'

/** News: the stories between reports (docs/decisions/032), listed in About → News and each on /news/<slug>. */

import { newsPath } from '../../content/paths'

export { newsPath }

type RichText = NonNullable<News['body']>

/** A text of the list as the contract shows it: rich text as sanitised HTML, the others as they are ('' for none). */
async function textOf(name: NewsText, value: string | RichText | null | undefined): Promise<string> {
  if (name === 'body') return lexicalToHtml((value as RichText | null | undefined) ?? null)
  return typeof value === 'string' ? value : ''
}

/** Its texts in the language read. */
const textsOf = async (doc: News) =>
  Object.fromEntries(await Promise.all(newsTexts.map(async (name) => [name, await textOf(name, doc[name])]))) as Record<
    NewsText,
    string
  >

/** The stored date (a timestamp) as the day it names. */
const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : '')

/**
 * A story as the contract and the pages show it (its shape: src/schemas/news.ts).
 * `untranslated` (in a visitor's read) names the texts shown in English because the language
 * asked has none of its own.
 */
export async function presentNews(doc: News, untranslated?: NewsText[]): Promise<PublicNews> {
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    url: newsPath(doc.slug ?? String(doc.id)),
    ...(await textsOf(doc)),
    authors: (doc.authors ?? []).map(presentAuthor),
    programmes: doc.programmes ?? [],
    publishedDate: dayOf(doc.publishedDate),
    isActive: doc.isActive ?? true,
    cover: presentImage(doc.cover),
    updatedAt: doc.updatedAt,
    ...(untranslated ? { untranslated } : {}),
  }
}

/** Of `docs`, the texts shown in English in `locale`. */
const inEnglish = (
  payload: Payload,
  docs: News[],
  { locale, draft, user }: { locale: LocaleCode; draft: boolean; user: Admin | null },
) => untranslatedFields(payload, { collection: 'news', docs, locale, fields: newsTexts, draft, user })

/** The list's order: the newest first. */
const listOrder = ['-publishedDate', '-createdAt']

/** A day stored for a date of the contract: noon UTC, the same day in every time zone the panel may show. */
const storedDay = (day: string) => `${day}T12:00:00.000Z`

function filtersWhere({ programme, year }: NewsFilters): Where {
  const and: Where[] = []
  if (programme) and.push({ programmes: { in: [programme] } })
  if (year)
    and.push(
      { publishedDate: { greater_than_equal: `${year}-01-01T00:00:00.000Z` } },
      { publishedDate: { less_than: `${year + 1}-01-01T00:00:00.000Z` } },
    )
  return and.length ? { and } : {}
}

export const defaultNewsPage = { page: 1, limit: newsPageSize } satisfies Paging

type ListFilter = { locale: LocaleCode; filters?: NewsFilters; user: Admin | null; preview?: boolean }

async function readNews(
  payload: Payload,
  { locale, filters = {}, user, preview = false }: ListFilter,
  paging: Paging = defaultNewsPage,
): Promise<Listed<PublicNews>> {
  const where = filtersWhere(filters)
  const draft = preview && user !== null
  const result = await payload.find({
    collection: 'news',
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
  return listed(result, (doc) => presentNews(doc, english.get(doc.id) ?? []))
}

/**
 * One page of news in one language, the newest first, filtered by programme and year. Visitors
 * see the active, published stories outside the trash (cached by tag; a member's change
 * changes the authors' links). An administrator sees them all, or in a preview the active ones
 * with their drafts.
 */
export const listNews = cachedForVisitors(['news', 'members'], readNews)

/** The years that have news, newest first, for the list's filter. */
export const newsYears = cachedForVisitors(
  'news',
  async function newsYears(payload: Payload, { user }: { user: Admin | null }) {
    const { docs } = await payload.find({
      collection: 'news',
      select: { publishedDate: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return [...new Set(docs.map((doc) => Number(dayOf(doc.publishedDate).slice(0, 4))).filter(Boolean))].sort(
      (a, b) => b - a,
    )
  },
)

/**
 * The latest published stories in one language (visitors' view: active, published, outside the
 * trash), for feeds: what a feed entry needs, the cover as its largest WebP variant's path (or
 * the original's). Cached by tag like the list.
 */
export async function latestNews(locale: LocaleCode, limit = 20) {
  const { items } = await listNews(await getPayloadClient(), { locale, user: null }, { page: 1, limit })
  return items.map((story) => ({
    title: story.title,
    summary: story.summary,
    slug: story.slug,
    url: story.url,
    publishedDate: story.publishedDate,
    updatedAt: story.updatedAt,
    authors: story.authors.map((author) => author.name),
    programmes: story.programmes,
    coverUrl: story.cover ? (story.cover.sizes.large?.url ?? story.cover.url) : null,
    untranslated: story.untranslated ?? [],
  }))
}

const cachedBySlug = cachedForVisitors(
  ['news', 'members'],
  async function newsBySlug(
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
      collection: 'news',
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
      ? presentNews(docs[0], (await inEnglish(payload, docs, { locale, draft, user })).get(docs[0].id) ?? [])
      : null
  },
)

/** The slug and last change of every story visitors see, for the sitemap. */
export const newsSlugs = cachedForVisitors(
  'news',
  async function newsSlugs(payload: Payload, { user }: { user: Admin | null }) {
    const { docs } = await payload.find({
      collection: 'news',
      select: { slug: true, updatedAt: true },
      sort: listOrder,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return docs.filter((doc) => doc.slug).map((doc) => ({ slug: doc.slug as string, updatedAt: doc.updatedAt }))
  },
)

/**
 * A story by its page's slug, in one language (cached for visitors; with drafts in a preview).
 * A slug visitors cannot see is answered from the cached list of slugs, so that made-up
 * addresses never fill the cache.
 */
export const newsBySlug = knownSlugsFirst(newsSlugs, cachedBySlug)

/** One story by id (visitors: an active, published one outside the trash; else 404). */
export async function findNews(
  payload: Payload,
  { id, locale, user }: { id: number; locale: LocaleCode; user: Admin | null },
) {
  const doc = await orNotFound(
    payload.findByID({
      collection: 'news',
      id,
      depth: 1,
      locale,
      fallbackLocale: defaultLocale,
      overrideAccess: false,
      user,
    }),
    'No news story with this id.',
  )
  return presentNews(doc, (await inEnglish(payload, [doc], { locale, draft: false, user })).get(doc.id) ?? [])
}

/**
 * HTML in becomes Lexical. In a language other than English an empty body is cleared (null):
 * the site shows the English one (docs/decisions/002).
 */
async function withRichText<T extends { body?: string | null }>({ body, ...rest }: T) {
  if (body === undefined) return rest
  if (body === null || body.trim() === '') return { ...rest, body: null }
  const lexical = await htmlToLexical(body, config)
  // Spread: the editor's state as the plain object the generated type describes.
  return { ...rest, body: lexical.root.children.length === 0 ? null : { ...lexical } }
}

/**
 * Creates a story or changes one, in one language; published unless `draft`. A cover image
 * (multipart `image`, checked on its bytes by `media`) replaces the one it had.
 */
export async function saveNews(
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
  const parsed = (id && locale !== defaultLocale ? newsTranslationSchema : newsSchema).parse(fields)
  const members = parsed.authors.map((a) => a.member).filter((m): m is number => typeof m === 'number')
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
  const data = { ...(await withRichText(parsed)), publishedDate: storedDay(parsed.publishedDate) }
  return withUploadedImage(payload, { file, alt: parsed.coverAlt || parsed.title || '', user }, async (cover) => {
    const doc = id
      ? await payload.update({
          collection: 'news',
          id,
          ...saveAs({ ...data, ...(cover ? { cover } : {}) }, draft),
          locale,
          depth: 1,
          overrideAccess: false,
          user,
        })
      : await payload.create({
          collection: 'news',
          ...saveAs({ ...data, ...(cover ? { cover } : {}) }, draft),
          locale,
          depth: 1,
          overrideAccess: false,
          user,
        })
    return presentNews(doc)
  })
}

/** 404 unless the story exists (for a write: nothing is read but its id). */
export async function requireNews(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await orNotFound(
    payload.findByID({ collection: 'news', id, depth: 0, select: { slug: true }, overrideAccess: false, user }),
    'No news story with this id.',
  )
}

/** Moves a story to the trash (restorable for 30 days). */
export async function removeNews(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await requireNews(payload, { id, user })
  await moveToTrash(payload, { collection: 'news', id, user })
  return { id }
}

/**
 * Every story (its latest version, a draft when there is one) with its texts in each language
 * and its publication state, for the back office's news manager.
 */
export async function newsRecords(payload: Payload, user: Admin, paging: Paging): Promise<Listed<NewsRecord>> {
  const result = await payload.find({
    collection: 'news',
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
    'news',
    result.docs.map((doc) => doc.id),
    user,
  )
  return listed(result, async (doc) => {
    const texts = await inEachLanguage(doc, newsTexts, (value, name) =>
      textOf(name, value as string | RichText | undefined),
    )
    return {
      ...(await presentNews({ ...doc, ...texts.en, body: null })),
      body: texts.en.body,
      texts,
      draft: drafts.get(doc.id),
      history: historyHref('news', doc.id),
    }
  })
}
