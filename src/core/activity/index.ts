// Loaded by the collection configs (which scripts load too): no "server-only" here.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import { trashMove } from '../trash'

/** What the activity log records: administrators' saves and deletions, and every login attempt. */
export const activityActions = ['create', 'update', 'draft', 'delete', 'restore', 'login', 'login-failed'] as const
export type ActivityAction = (typeof activityActions)[number]

/** Entries older than this are purged (a year). */
export const activityRetentionDays = 365

const dayMs = 24 * 60 * 60 * 1000

type Entry = {
  action: ActivityAction
  resource?: string
  docId?: string | number
  title?: string
  locale?: string | null
  user?: { id: number | string; username?: unknown; email?: unknown } | null
  /** For a failed login: the name that was tried. */
  username?: string
}

/** Deletes the entries older than `activityRetentionDays` (the hourly purge, src/core/trash/start.ts); answers how many. */
export async function purgeOldActivity(payload: Payload, now = Date.now()): Promise<number> {
  const before = new Date(now - activityRetentionDays * dayMs).toISOString()
  const { docs } = await payload.delete({ collection: 'activity', where: { createdAt: { less_than: before } }, overrideAccess: true })
  return docs.length
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined)

/**
 * Adds an entry. Given the request of a save, it is written in the save's transaction: a save
 * rolled back leaves no entry. Recording never fails the action it records.
 */
export async function recordActivity(payload: Payload, entry: Entry, req?: PayloadRequest): Promise<void> {
  try {
    const username = entry.username ?? text(entry.user?.username, 254) ?? text(entry.user?.email, 254)
    await payload.create({
      collection: 'activity',
      data: {
        action: entry.action,
        resource: entry.resource,
        docId: entry.docId === undefined ? undefined : String(entry.docId),
        title: text(entry.title, 300),
        locale: entry.locale && entry.locale !== 'all' ? entry.locale : undefined,
        user: typeof entry.user?.id === 'number' ? entry.user.id : undefined,
        username: text(username, 254),
      },
      overrideAccess: true,
      req,
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `activity: could not record ${entry.action} of ${entry.resource ?? 'a login'}` })
  }
}

/**
 * The hooks that log an administrator's saves and deletions of a collection's records (`titleOf`
 * names the record as the log shows it). Writes made by no one (the seed, scripts) are not logged.
 */
export function logActivity(resource: string, titleOf: (doc: Record<string, unknown>) => unknown, { updates = true } = {}) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    if (req.user && (operation === 'create' || updates)) {
      // Moving a record to the trash is its deletion (every language); taking it out, its restoration.
      const move = operation === 'update' ? trashMove(doc, previousDoc) : null
      // A save that leaves the record a draft (src/core/drafts) is logged as such.
      const action = move === 'trash' ? 'delete' : move === 'restore' ? 'restore' : doc._status === 'draft' ? 'draft' : operation
      await recordActivity(req.payload, { action, resource, docId: doc.id, title: String(titleOf(doc) ?? ''), locale: move ? null : req.locale, user: req.user }, req)
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    // A deletion takes every language with it: no language is named.
    if (req.user) await recordActivity(req.payload, { action: 'delete', resource, docId: doc.id, title: String(titleOf(doc) ?? ''), user: req.user }, req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

type HookSet = { afterChange?: CollectionAfterChangeHook[]; afterDelete?: CollectionAfterDeleteHook[] }

/** Several sets of after-hooks as one, in order. */
export const afterHooks = (...sets: HookSet[]): Required<HookSet> => ({
  afterChange: sets.flatMap((set) => set.afterChange ?? []),
  afterDelete: sets.flatMap((set) => set.afterDelete ?? []),
})
