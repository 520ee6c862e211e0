import 'server-only'
import type { Payload, Where } from 'payload'
import { siteContent } from '../../content'
import { siteConfig } from '../../content/site-config'
import { publicationThemes, publicationTypes } from '../../content/site-structure'
import { defaultLocale } from '../../i18n/config'
import { messages } from '../../i18n/messages'
import type { Publication } from '../../payload-types'
import { publicationPath } from '../data/publications'
import { datestamp, programmeSet, setFilter, textElement, typeSet, type SetFilter } from './protocol'

/*
 * The publications as OAI-PMH items (docs/decisions/031-oai-pmh.md). An item is a publication that
 * the site shows or once showed: one shown now (active, published, not in the trash) is a record
 * with its Dublin Core; one shown before and hidden, unpublished or trashed since is a deleted
 * record (its header only). A publication visitors never saw (a draft, or hidden, from the start)
 * is no item at all. Which items there are is read past the visitors' access rules (a deleted one is by
 * definition hidden from them), its header fields only; what a record says is read as a visitor
 * reads it, so that no draft's text can ever be disseminated.
 */

const collection = 'publications'

/** The site's host, the middle part of every identifier: `oai:<host>:publications/<id>`. */
export const repositoryHost = () => new URL(siteConfig.url).hostname

export const identifierOf = (id: number) => `oai:${repositoryHost()}:publications/${id}`

/** The publication an identifier names, or null when it is not one of this repository's. */
export function idOf(identifier: string): number | null {
  const prefix = `oai:${repositoryHost()}:publications/`
  if (!identifier.startsWith(prefix)) return null
  const rest = identifier.slice(prefix.length)
  return /^[1-9]\d{0,15}$/.test(rest) && Number.isSafeInteger(Number(rest)) ? Number(rest) : null
}

/** The English names of the sets, for ListSets. */
export function setList(): { spec: string; name: string }[] {
  const types = messages[defaultLocale].common.publications.types
  const programmes = siteContent(defaultLocale).programmes.list
  return [
    ...publicationTypes.map((type) => ({ spec: typeSet(type), name: `Type: ${types[type]}` })),
    ...publicationThemes.map((theme) => ({
      spec: programmeSet(theme),
      name: `Programme: ${programmes.find((p) => p.id === theme)?.title ?? theme}`,
    })),
  ]
}

/** What a header says: identifier, datestamp, sets, and whether the record is deleted. */
export type Header = { id: number; updatedAt: Date; sets: string[]; deleted: boolean }

type HeaderRow = Pick<Publication, 'id' | 'updatedAt' | 'deletedAt' | 'isActive' | '_status' | 'type' | 'themes'>

const headerSelect = {
  updatedAt: true,
  deletedAt: true,
  isActive: true,
  _status: true,
  type: true,
  themes: true,
} as const

const headerOf = (row: HeaderRow): Header => ({
  id: row.id,
  updatedAt: new Date(row.updatedAt),
  sets: [typeSet(row.type), ...(row.themes ?? []).map(programmeSet)],
  deleted: Boolean(row.deletedAt) || row.isActive === false || row._status !== 'published',
})

/**
 * The publications visitors never saw: not shown now (a draft, hidden or in the trash) with no
 * version in their history that was published and active at once. Payload writes a draft save to
 * the versions only, so a document whose own status is draft was either never published or
 * unpublished since, and one hidden now was either hidden from the start or since; only its
 * versions tell which.
 */
async function neverShown(payload: Payload): Promise<number[]> {
  const { docs } = await payload.find({
    collection,
    where: { or: [{ _status: { equals: 'draft' } }, { isActive: { equals: false } }, { deletedAt: { exists: true } }] },
    trash: true,
    select: { updatedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs.length) return []
  const ids = docs.map((doc) => doc.id)
  const shown = await payload.findVersions({
    collection,
    where: {
      and: [
        { parent: { in: ids } },
        { 'version._status': { equals: 'published' } },
        { 'version.isActive': { not_equals: false } },
      ],
    },
    trash: true,
    select: { parent: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const once = new Set(
    shown.docs.map((version) => {
      const parent = version.parent as number | { id: number }
      return typeof parent === 'object' ? parent.id : parent
    }),
  )
  return ids.filter((id) => !once.has(id))
}

/** Every item, deleted ones included, those visitors never saw left out. */
const itemsWhere = async (payload: Payload, ...and: Where[]): Promise<Where> => {
  const hidden = await neverShown(payload)
  return { and: [...(hidden.length ? [{ id: { not_in: hidden } }] : []), ...and] }
}

const setWhere = (set: SetFilter): Where =>
  'type' in set ? { type: { equals: set.type } } : { themes: { in: [set.theme] } }

/** The header of one item, or null when there is no such item. */
export async function findHeader(payload: Payload, id: number): Promise<Header | null> {
  const { docs } = await payload.find({
    collection,
    where: await itemsWhere(payload, { id: { equals: id } }),
    trash: true,
    select: headerSelect,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? headerOf(docs[0] as HeaderRow) : null
}

/** The earliest datestamp of any item (or null when there is none yet). */
export async function earliestDatestamp(payload: Payload): Promise<Date | null> {
  const { docs } = await payload.find({
    collection,
    where: await itemsWhere(payload),
    trash: true,
    select: { updatedAt: true },
    sort: 'updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? new Date(docs[0].updatedAt) : null
}

/**
 * One page of the items in a list's span and set, in datestamp order (then id), starting after
 * the item `after`; `remaining` counts the items from the page's first on.
 */
export async function headersPage(
  payload: Payload,
  {
    from,
    before,
    set,
    after,
    limit,
  }: { from?: Date; before?: Date; set?: string; after?: { updatedAt: Date; id: number }; limit: number },
): Promise<{ headers: Header[]; remaining: number }> {
  const filter = set === undefined ? undefined : setFilter(set)
  const and: Where[] = []
  if (from) and.push({ updatedAt: { greater_than_equal: from.toISOString() } })
  if (before) and.push({ updatedAt: { less_than: before.toISOString() } })
  if (filter) and.push(setWhere(filter))
  if (after)
    and.push({
      or: [
        { updatedAt: { greater_than: after.updatedAt.toISOString() } },
        { and: [{ updatedAt: { equals: after.updatedAt.toISOString() } }, { id: { greater_than: after.id } }] },
      ],
    })
  const result = await payload.find({
    collection,
    where: await itemsWhere(payload, ...and),
    trash: true,
    select: headerSelect,
    sort: ['updatedAt', 'id'],
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return { headers: (result.docs as HeaderRow[]).map(headerOf), remaining: result.totalDocs }
}

/**
 * The publications of `ids` as visitors read them (active, published, outside the trash), in
 * English: the records' metadata. One that visitors cannot read is missing from the answer.
 */
export async function readShown(payload: Payload, ids: number[]): Promise<Map<number, Publication>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    locale: defaultLocale,
    fallbackLocale: defaultLocale,
    draft: false,
    overrideAccess: false,
    user: null,
  })
  return new Map(docs.map((doc) => [doc.id, doc]))
}

/** The publication's page on the site, absolute (as in the sitemap). */
export const pageUrl = (doc: Pick<Publication, 'id' | 'slug'>) =>
  new URL(publicationPath(doc.slug ?? String(doc.id)), siteConfig.url).href

/** DCMI Type of each publication type: a dataset is a Dataset, everything else Text. */
const dcmiType = (type: Publication['type']) => (type === 'dataset' ? 'Dataset' : 'Text')

/**
 * A publication in unqualified Dublin Core (oai_dc), in English: title, authors in their order,
 * the year, type, programmes, languages, abstract, the DOI and the page as identifiers, licence.
 */
export function dublinCore(doc: Publication): string {
  const types = messages[defaultLocale].common.publications.types
  const programmes = siteContent(defaultLocale).programmes.list
  const dc = (name: string, text: string | null | undefined, lang?: string) =>
    text?.trim() ? `  ${textElement(`dc:${name}`, text.trim(), lang ? { 'xml:lang': lang } : {})}\n` : ''
  const lines = [
    dc('title', doc.title, defaultLocale),
    ...(doc.authors ?? []).map((author) => dc('creator', author.name)),
    ...(doc.themes ?? []).map((theme) =>
      dc('subject', programmes.find((p) => p.id === theme)?.title ?? theme, defaultLocale),
    ),
    dc('description', doc.abstract, defaultLocale),
    dc('publisher', messages[defaultLocale].common.siteName),
    dc('date', String(doc.year)),
    dc('type', types[doc.type], defaultLocale),
    dc('type', dcmiType(doc.type)),
    doc.filename ? dc('format', doc.mimeType || 'application/pdf') : '',
    doc.doi ? dc('identifier', `https://doi.org/${doc.doi}`) : '',
    dc('identifier', pageUrl(doc)),
    doc.isbn ? dc('identifier', `urn:isbn:${doc.isbn.replace(/[\s-]/g, '')}`) : '',
    ...(doc.documentLanguages ?? []).map((code) => dc('language', code)),
    dc('rights', doc.licence),
  ]
  return (
    '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">\n' +
    lines.join('') +
    '</oai_dc:dc>'
  )
}

/** A header element. */
export function headerXml(header: Header): string {
  return (
    `<header${header.deleted ? ' status="deleted"' : ''}>` +
    textElement('identifier', identifierOf(header.id)) +
    textElement('datestamp', datestamp(header.updatedAt)) +
    header.sets.map((set) => textElement('setSpec', set)).join('') +
    '</header>'
  )
}

/** A record: its header, and its metadata unless deleted (a record visitors cannot read counts as deleted). */
export function recordXml(header: Header, doc: Publication | undefined): string {
  const shown = !header.deleted && doc
  return shown
    ? `<record>${headerXml(header)}\n<metadata>\n${dublinCore(doc)}\n</metadata></record>`
    : `<record>${headerXml({ ...header, deleted: true })}</record>`
}
