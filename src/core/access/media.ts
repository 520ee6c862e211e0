import { isolateObjectProperty, type Access, type PayloadRequest, type Where } from 'payload'
import { shownOnSite } from '../drafts'
import { publicEditionStatuses } from '../../schemas/newsletter-edition'
import { isAdminUser } from './index'

/*
 * A `media` document is a member's portrait (with the member's name as its alt text), an
 * image in a content item's rich text, the picture of a publication's first page, or a news story's
 * cover (or an image in its rich text), or an image of a newsletter edition that went out. Visitors
 * may read it, and its files, only while the site shows it: used by an active, published member,
 * content item, publication or news story (a draft's new image waits for its publication). Anything else
 * (the portrait of a member hidden from the site, an image not used yet) is for administrators.
 * What can point at media is listed by the "media references" integration test; the portrait
 * hook (collections/Members/hooks/delete-unused-image.ts) reads the same references.
 */

/** Every media id that rich text (any value, any depth) points at: `{ relationTo: 'media', value }`. */
function mediaIdsIn(node: unknown, found = new Set<number>()): Set<number> {
  if (!node || typeof node !== 'object') return found
  if (Array.isArray(node)) {
    for (const child of node) mediaIdsIn(child, found)
    return found
  }
  const { relationTo, value } = node as { relationTo?: unknown; value?: unknown }
  if (relationTo === 'media') {
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
    if (typeof id === 'number') found.add(id)
  }
  for (const child of Object.values(node)) mediaIdsIn(child, found)
  return found
}

/**
 * The ids of the media the site shows, in five queries that read a column or two each. Each query
 * gets a request of its own: reading every language must not change the language of the
 * caller's request, and the five run at once.
 */
async function shownMediaIds(req: PayloadRequest): Promise<number[]> {
  const own = () => isolateObjectProperty(req, ['locale', 'fallbackLocale'])
  const [members, items, publications, news, editions] = await Promise.all([
    req.payload.find({
      collection: 'members',
      where: { and: [shownOnSite, { image: { exists: true } }] },
      select: { image: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: own(),
    }),
    req.payload.find({
      collection: 'content-items',
      where: shownOnSite,
      select: { content: true },
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: own(),
    }),
    req.payload.find({
      collection: 'publications',
      where: { and: [shownOnSite, { cover: { exists: true } }] },
      select: { cover: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: own(),
    }),
    req.payload.find({
      collection: 'news',
      where: shownOnSite,
      select: { cover: true, body: true },
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: own(),
    }),
    // The newsletter's images are read by mail programs, for as long as the edition is public.
    req.payload.find({
      collection: 'newsletters',
      where: { status: { in: [...publicEditionStatuses] } },
      select: { body: true },
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: own(),
    }),
  ])
  const ids = new Set<number>()
  for (const member of members.docs) if (typeof member.image === 'number') ids.add(member.image)
  for (const publication of publications.docs) if (typeof publication.cover === 'number') ids.add(publication.cover)
  for (const item of items.docs) mediaIdsIn(item.content, ids)
  for (const story of news.docs) {
    if (typeof story.cover === 'number') ids.add(story.cover)
    mediaIdsIn(story.body, ids)
  }
  // Read in every language, the body is `{ [language]: blocks }`.
  for (const edition of editions.docs) {
    const languages: unknown = edition.body ?? {}
    for (const blocks of Object.values(languages as Record<string, unknown>)) {
      if (!Array.isArray(blocks)) continue
      for (const block of blocks as { blockType?: string; image?: unknown }[])
        if (block.blockType === 'image' && typeof block.image === 'number') ids.add(block.image)
    }
  }
  return [...ids]
}

// One answer per request: a page that populates many portraits asks once.
const perRequest = new WeakMap<PayloadRequest, Promise<Where>>()

/**
 * Read access of `media`: administrators read everything; anyone else the media the site
 * shows. Payload applies the answer to every read: REST and GraphQL lists and finds, the file
 * endpoint (`/api/cms/media/file/<name>`, the original and each variant), and media populated
 * in other documents (a member's `image`).
 */
export const shownMediaOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  let where = perRequest.get(req)
  if (!where) {
    where = shownMediaIds(req).then((ids) => ({ id: { in: ids } }))
    perRequest.set(req, where)
  }
  return where
}
