import 'server-only'
import type { Payload } from 'payload'
import { siteContent } from '../../content'
import { tabSections, type TabId } from '../../content/site-structure'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import { memoUntilChanged } from './visitor-cache'
import { untranslatedFields } from './languages'
import { htmlToText, lexicalToHtml } from '../../core/rich-text'
import { cacheTags } from '../../core/cache/cache-bus'
import { getTranslator } from '../i18n'
import { getPayloadClient } from '../payload'
import { findSection, getNavigation, type NavTab } from './navigation'
import { newsPath } from './news'
import { eventPath } from './events'
import { publicationPath } from './publications'
import { listEditions } from './newsletters'
import { queryWords, searchKinds, type SearchKind } from '../../schemas/search'
import type { SearchResult } from '../../schemas/search'

/** One thing a visitor can find: its kind, its title, its words and where it is on the site. */
type Entry = { kind: SearchKind; title: string; text: string; url: string; untranslated?: ShownText[] }
/** An entry as searched: its text on one line, and both folded for matching (once, when the corpus is made). */
type Searchable = Entry & { foldedTitle: string; foldedText: string }
/** A result's parts that are shown in English because the language asked has none of its own. */
/** A result as the contract shows it (src/schemas/search.ts). */
type ShownText = SearchResult['untranslated'][number]

/** Which of a result's parts come from the record's fields that have no text of their own. */
const shownInEnglish = (missing: string[] | undefined, title: string, text: string): ShownText[] => [
  ...(missing?.includes(title) ? (['title'] as const) : []),
  ...(missing?.includes(text) ? (['excerpt'] as const) : []),
]

/** Every text of a part of the site content, depth first. */
function textsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (Array.isArray(node)) return node.flatMap(textsOf)
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => (key === 'icon' || key === 'id' ? [] : textsOf(value)))
  return []
}

/** The fixed texts of each built-in section the menu shows, with its name there. */
function sectionEntries(locale: LocaleCode, navigation: NavTab[]): Entry[] {
  const content = siteContent(locale) as Record<string, Record<string, unknown>>
  const entries: Entry[] = []
  for (const [tab, sections] of Object.entries(tabSections) as [TabId, readonly string[]][]) {
    for (const section of sections) {
      const own = content[tab]
      const part =
        tab === 'programmes'
          ? (own.list as { id: string }[]).find((p) => p.id === section)
          : tab === 'capacity'
            ? (own.blocks as { id: string }[]).find((b) => b.id === section)
            : section === 'mission-vision'
              ? [own.vision, own.mission]
              : own[section.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())]
      const shown = findSection(navigation, tab, section)
      const text = textsOf(part).join(' ')
      if (shown && text)
        entries.push({ kind: 'section', title: shown.label, text, url: `/?tab=${tab}&section=${section}` })
    }
  }
  return entries
}

/** Case and width folded, for matching in every script (Ｔ and T, İ and i). */
const fold = (text: string, locale: LocaleCode) => text.normalize('NFKC').toLocaleLowerCase(locale)

/**
 * Everything a visitor can find in one language, read once and kept in the process under every
 * collection's tag (a save anywhere, on any instance, builds it again): the sections' fixed texts
 * and the CMS records visitors see (active, published), each in the language asked or else
 * English. Not in Next's data cache: a large site's corpus outgrows its 2 MB entries, and each
 * search would parse the whole corpus again. Only the search's route handler and its page,
 * rendered on every request, read it.
 */
const searchCorpus = memoUntilChanged([...cacheTags], async function searchCorpus(locale: LocaleCode): Promise<
  Searchable[]
> {
  const payload: Payload = await getPayloadClient()
  const navigation = await getNavigation(locale, await getTranslator(locale))
  const read = {
    locale,
    fallbackLocale: defaultLocale,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: null,
  } as const
  const [items, publications, news, events, members, photos, editions] = await Promise.all([
    payload.find({
      collection: 'content-items',
      ...read,
      select: { title: true, content: true, tabId: true, sectionId: true },
    }),
    payload.find({
      collection: 'publications',
      ...read,
      select: { title: true, abstract: true, slug: true, authors: true },
    }),
    payload.find({
      collection: 'news',
      ...read,
      select: { title: true, summary: true, body: true, slug: true, authors: true },
    }),
    payload.find({
      collection: 'events',
      ...read,
      select: { title: true, summary: true, description: true, venue: true, slug: true },
    }),
    payload.find({ collection: 'members', ...read, select: { name: true, title: true, memberType: true } }),
    payload.find({ collection: 'photos', ...read, select: { title: true, description: true, category: true } }),
    // The newsletter's editions that went out, each in this language or in English.
    listEditions(payload, { locale, user: null }, { page: 1, limit: maxEditions }),
  ])
  const english = (
    collection: 'content-items' | 'publications' | 'news' | 'events' | 'members' | 'photos',
    docs: { id: number }[],
    fields: string[],
  ) => untranslatedFields(payload, { collection, docs, locale, fields, draft: false, user: null })
  const [itemsInEnglish, publicationsInEnglish, newsInEnglish, eventsInEnglish, membersInEnglish, photosInEnglish] =
    await Promise.all([
      english('content-items', items.docs, ['title', 'content']),
      english('publications', publications.docs, ['title', 'abstract']),
      english('news', news.docs, ['title', 'summary', 'body']),
      english('events', events.docs, ['title', 'summary', 'description']),
      english('members', members.docs, ['title']),
      english('photos', photos.docs, ['title', 'description']),
    ])
  const entries = sectionEntries(locale, navigation)
  // An article shows where the menu shows its section (a hidden submenu hides its articles).
  for (const item of items.docs.filter((doc) => findSection(navigation, doc.tabId, doc.sectionId))) {
    entries.push({
      kind: 'content',
      title: item.title ?? '',
      text: htmlToText(await lexicalToHtml(item.content)),
      url: `/?tab=${item.tabId}&section=${item.sectionId}#content-${item.id}`,
      untranslated: shownInEnglish(itemsInEnglish.get(item.id), 'title', 'content'),
    })
  }
  for (const p of publications.docs) {
    entries.push({
      kind: 'publication',
      title: p.title ?? '',
      text: [p.abstract ?? '', (p.authors ?? []).map((a) => a.name).join(', ')].join(' \n '),
      url: publicationPath(p.slug ?? String(p.id)),
      untranslated: shownInEnglish(publicationsInEnglish.get(p.id), 'title', 'abstract'),
    })
  }
  for (const story of news.docs) {
    const missing = newsInEnglish.get(story.id)
    entries.push({
      kind: 'news',
      title: story.title ?? '',
      text: [
        story.summary ?? '',
        htmlToText(await lexicalToHtml(story.body)),
        (story.authors ?? []).map((a) => a.name).join(', '),
      ].join(' \n '),
      url: newsPath(story.slug ?? String(story.id)),
      // The excerpt is English when the text it starts with is.
      untranslated: shownInEnglish(missing, 'title', story.summary ? 'summary' : 'body'),
    })
  }
  for (const event of events.docs) {
    entries.push({
      kind: 'event',
      title: event.title ?? '',
      text: [event.summary ?? '', event.description ?? '', event.venue ?? ''].join(' \n '),
      url: eventPath(event.slug ?? String(event.id)),
      untranslated: shownInEnglish(eventsInEnglish.get(event.id), 'title', event.summary ? 'summary' : 'description'),
    })
  }
  for (const edition of editions.items) {
    const inEnglish = edition.language !== locale
    entries.push({
      kind: 'newsletter',
      title: edition.subject,
      text: [edition.preheader, ...edition.body.map((block) => (block.type === 'text' ? htmlToText(block.html) : ''))]
        .filter(Boolean)
        .join(' \n '),
      url: edition.url,
      untranslated: inEnglish ? ['title', 'excerpt'] : [],
    })
  }
  for (const m of members.docs) {
    // A name is the same in every language.
    entries.push({
      kind: 'member',
      title: m.name,
      text: m.title ?? '',
      url: `/?tab=about&section=${m.memberType}#member-${m.id}`,
      untranslated: shownInEnglish(membersInEnglish.get(m.id), '', 'title'),
    })
  }
  for (const photo of photos.docs) {
    entries.push({
      kind: 'photo',
      title: photo.title ?? '',
      text: photo.description ?? '',
      url: `/?tab=gallery#category-${photo.category}`,
      untranslated: shownInEnglish(photosInEnglish.get(photo.id), 'title', 'description'),
    })
  }
  return entries.map((entry) => {
    const text = entry.text.replace(/\s+/g, ' ').trim()
    return { ...entry, text, foldedTitle: fold(entry.title, locale), foldedText: fold(text, locale) }
  })
})

/** About `size` characters of `text` around its first match, cut between words where it can. */
function excerptOf(flat: string, at: number, size = 180): string {
  if (flat.length <= size) return flat
  const start = Math.max(0, Math.min(at - Math.floor(size / 3), flat.length - size))
  let piece = flat.slice(start, start + size)
  if (start > 0) piece = `…${piece.replace(/^\S*\s/, '')}`
  if (start + size < flat.length) piece = `${piece.replace(/\s\S*$/, '')}…`
  return piece
}

/** The newsletter's editions searched: the latest ones (a hundred months is more than eight years). */
const maxEditions = 100

/** At most this many results. */
const maxResults = 50

/**
 * The things whose title or text holds every word of the query (substrings: no stemmer, so every
 * script works), titles first, then in the order of `searchKinds`.
 */
export async function searchSite(locale: LocaleCode, q: string): Promise<SearchResult[]> {
  const words = queryWords(q).map((w) => fold(w, locale))
  if (words.length === 0) return []
  const found: (SearchResult & { rank: number })[] = []
  for (const entry of await searchCorpus(locale)) {
    const { foldedTitle: title, foldedText: text } = entry
    if (!words.every((w) => title.includes(w) || text.includes(w))) continue
    const inTitle = words.every((w) => title.includes(w))
    const at = Math.max(
      0,
      ...words
        .map((w) => text.indexOf(w))
        .filter((i) => i >= 0)
        .slice(0, 1),
    )
    found.push({
      kind: entry.kind,
      title: entry.title,
      excerpt: excerptOf(entry.text, at),
      url: entry.url,
      untranslated: entry.untranslated ?? [],
      rank: (inTitle ? 0 : 10) + searchKinds.indexOf(entry.kind),
    })
  }
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, maxResults)
    .map(({ rank: _rank, ...result }) => result)
}
