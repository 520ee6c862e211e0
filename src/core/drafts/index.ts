// Loaded by the collection configs (which scripts load too): no "server-only" here.
import type {
  Access,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  CollectionSlug,
  PayloadRequest,
  RelationshipField,
  SelectField,
  Where,
} from 'payload'
import { isAdminField, isAdminUser } from '../access'
import { fieldLabel } from '../panel/labels'
import { draftStateShape } from '../../schemas/shapes'
import type { z } from '../../schemas/zod'

/*
 * Drafts and versions of what editors write (docs/decisions/019). Payload keeps each save as a
 * version; a save with `draft: true` writes a version only, and the site keeps showing the
 * published document. All languages are published together: a document is published or not,
 * whole (Payload's per-language status is not used).
 */

/** The collections whose saves keep versions and may be drafts. */
export const draftCollections = [
  'content-items',
  'members',
  'member-bios',
  'photos',
  'publications',
  'news',
  'events',
] as const satisfies readonly CollectionSlug[]
export type DraftCollection = (typeof draftCollections)[number]

/**
 * A record's publication as the back office marks it: `unpublished` (a draft never published, or
 * unpublished: the site does not show it) or `changes` (published, with a draft saved since: the
 * site shows the published version).
 */
export type DraftState = z.infer<typeof draftStateShape>

/** Versions kept per document (older ones are deleted by Payload). */
export const versionsPerDocument = 50

export const editorialVersions: CollectionConfig['versions'] = {
  // Publish (or unpublish) at a chosen date and time: Payload's jobs queue (src/core/jobs.ts).
  drafts: { schedulePublish: true },
  maxPerDoc: versionsPerDocument,
}

/**
 * Payload's `_status` field, published by default: a save that does not ask for a draft
 * publishes (the documented `/api` writes, the seed, scripts), and so does every row that
 * existed before drafts (the column's default). A draft save sets `draft` itself.
 */
// Only what differs from Payload's own field, which it merges in (its options, labels and index;
// arrays are concatenated by that merge, so the options are not repeated here).
export const publishedByDefault = {
  name: '_status',
  type: 'select',
  // Payload's own words, in each of its panel languages.
  label: ({ t }) => t('version:status'),
  defaultValue: 'published',
} as Omit<SelectField, 'options'> as SelectField

/**
 * Who made each version: the administrator behind a save (the scheduler, for a scheduled one),
 * kept in every version; none for the seed and scripts. Administrators only read it.
 */
export const authorField: RelationshipField = {
  name: 'updatedBy',
  label: fieldLabel('updatedBy'),
  type: 'relationship',
  relationTo: 'users',
  access: { read: isAdminField },
  admin: { readOnly: true, position: 'sidebar' },
}

/** Stamps each save with its administrator (`authorField`); a value sent by a caller is ignored. */
export const stampAuthor: CollectionBeforeChangeHook = ({ data, req }) => {
  if (isAdminUser(req.user)) data.updatedBy = req.user!.id
  else delete data.updatedBy
  return data
}

/** What the site shows: active, published documents. */
export const shownOnSite: Where = { and: [{ isActive: { equals: true } }, { _status: { equals: 'published' } }] }

/**
 * Visitors see what the site shows, administrators everything; a document in the trash is not
 * shown (every draft collection has a trash). Payload's lists leave
 * the trash out by themselves, but its file endpoint (`/api/cms/<collection>/file/<name>`)
 * checks access on the document as it is, trashed or not.
 */
export const publishedOutsideTrashOrAdmin: Access = ({ req }) =>
  isAdminUser(req.user) ? true : { and: [shownOnSite, { deletedAt: { exists: false } }] }

const publishedKey = (collection: DraftCollection, id: number | string) => `published-before:${collection}:${id}`

/**
 * A `beforeChange` hook that keeps, for the `afterChange` hooks of the same save, what the site
 * showed of the document before it: Payload's `previousDoc` is the latest version, which is a
 * pending draft when there is one. A draft save keeps nothing (the site does not change).
 */
export const rememberPublished =
  (collection: DraftCollection): CollectionBeforeChangeHook =>
  async ({ operation, originalDoc, data, req }) => {
    const id = originalDoc?.id as number | string | undefined
    if (operation !== 'update' || id === undefined) return data
    if (data._status === 'draft') delete req.context[publishedKey(collection, id)]
    else
      req.context[publishedKey(collection, id)] =
        (await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req })) ?? undefined
    return data
  }

/**
 * In an `afterChange` hook of a collection with `rememberPublished`: what the site showed of the
 * document before this save, or null when the save is a draft (the site shows no change yet).
 */
export function publishedBefore<T>(
  collection: DraftCollection,
  { doc, previousDoc, req }: { doc: { id: number | string }; previousDoc?: T; req: PayloadRequest },
): T | null {
  const key = publishedKey(collection, doc.id)
  if (!(key in req.context)) return null
  return (req.context[key] as T | undefined) ?? previousDoc ?? null
}

/**
 * A `beforeOperation` hook: a visitor who asks for drafts (`?draft=true` on Payload's REST,
 * `draft: true` in GraphQL) reads the published documents, as without it. Access rules alone
 * would hide a published document whose latest version is a draft.
 */
export const publishedForVisitors: CollectionBeforeOperationHook = ({ args, operation, req }) =>
  operation === 'read' && args.draft && args.overrideAccess !== true && !isAdminUser(req.user)
    ? { ...args, draft: false }
    : args
