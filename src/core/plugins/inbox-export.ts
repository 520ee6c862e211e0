import path from 'node:path'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { enTranslations } from '@payloadcms/plugin-import-export/translations/languages/en'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import {
  APIError,
  Forbidden,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type CollectionSlug,
  type Config,
  type PayloadHandler,
  type Plugin,
} from 'payload'
import { isAdmin, isAdminUser, nobody } from '../access'
import { defuseFormula } from '../csv'
import { mediaRoot } from '../uploads/image-upload'

/** What visitors send: the collections an administrator can export as CSV. */
export const inboxSlugs = [
  'contact-messages',
  'newsletter-subscriptions',
  'software-requests',
] as const satisfies CollectionSlug[]

const defuseRows: ExportBeforeHook = ({ data }) =>
  data.map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, defuseFormula(value)])))

/** Only the Inbox is exported: the plugin itself would export any collection it is asked for (users, outbox, activity). */
const isInboxSlug = (slug: unknown): boolean => (inboxSlugs as readonly unknown[]).includes(slug)

const notInbox = 'Only the Inbox (contact messages, newsletter subscriptions, software requests) can be exported.'

/** The collection an export request names: `{ data: { collectionSlug } }` (download) or `{ collectionSlug }` (preview, create). */
function requestedSlug(data: unknown): unknown {
  const d = (data ?? {}) as { collectionSlug?: unknown; data?: { collectionSlug?: unknown } }
  return d.data?.collectionSlug ?? d.collectionSlug
}

/**
 * The plugin's endpoints are plain handlers: refuse anyone but an administrator up front, and
 * any collection outside the Inbox (400).
 */
const adminOnly =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
    if (!isAdminUser(req.user))
      return Response.json({ errors: [{ message: req.t('error:notAllowedToPerformAction') }] }, { status: 403 })
    // Read from a copy: the plugin's handler reads the body itself.
    const data: unknown = await req
      .clone?.()
      .json()
      .catch(() => null)
    if (!isInboxSlug(requestedSlug(data))) return Response.json({ errors: [{ message: notInbox }] }, { status: 400 })
    return handler(req)
  }

/**
 * The plugin builds the file in a beforeOperation hook, which Payload runs before the access
 * check: refuse anyone but an administrator first (a 403, not the plugin's error, a 500), and
 * any collection outside the Inbox.
 */
const refuseVisitors: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create') return
  if (!isAdminUser(req.user)) throw new Forbidden(req.t)
  if (!isInboxSlug(requestedSlug((args as { data?: unknown }).data))) throw new APIError(notInbox, 400, undefined, true)
}

/** The plugin's `exports` collection, for administrators only, its saved files kept with the uploads. */
const hardenExports = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  access: { read: isAdmin, create: isAdmin, update: nobody, delete: isAdmin },
  hooks: { ...collection.hooks, beforeOperation: [refuseVisitors, ...(collection.hooks?.beforeOperation || [])] },
  endpoints: (collection.endpoints || []).map((endpoint) => ({ ...endpoint, handler: adminOnly(endpoint.handler) })),
  upload: {
    ...(typeof collection.upload === 'object' ? collection.upload : {}),
    staticDir: path.join(mediaRoot(), 'exports'),
  },
})

/**
 * The official import/export plugin, limited to CSV export of the Inbox collections, run in
 * the request (no jobs worker) and downloaded directly (docs/decisions/008-inbox-csv-export.md).
 */
const exportPlugin = importExportPlugin({
  collections: inboxSlugs.map((slug) => ({
    slug,
    import: false,
    export: { format: 'csv', disableJobsQueue: true, disableSave: true, hooks: { before: defuseRows } },
  })),
  overrideExportCollection: hardenExports,
})

/**
 * Importing is not wanted (submissions come only through the contract's POST routes) and no
 * jobs worker runs: drop the plugin's `imports` collection and its queued tasks, so that no
 * table is made for them (exports run in the request: `disableJobsQueue`). The plugin ships
 * no Bengali: its few strings fall back to English there instead of showing their keys.
 */
const tidyInboxExport: Plugin = (config: Config): Config => {
  const translations = (config.i18n?.translations ?? {}) as Record<string, Record<string, unknown>>
  return {
    ...config,
    collections: (config.collections || []).filter((c) => c.slug !== 'imports'),
    jobs: {
      ...config.jobs,
      tasks: (config.jobs?.tasks || []).filter(
        (t) => t.slug !== 'createCollectionImport' && t.slug !== 'createCollectionExport',
      ),
    },
    i18n: {
      ...config.i18n,
      translations: { ...translations, 'bn-BD': { ...enTranslations, ...translations['bn-BD'] } },
    },
  }
}

export const inboxExportPlugins: Plugin[] = [exportPlugin, tidyInboxExport]
