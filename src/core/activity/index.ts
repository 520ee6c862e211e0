// Loaded by the collection configs (which scripts load too): no "server-only" here.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import { trashMove } from '../trash'
import { passwordChangedIn } from '../mail/account-notices'

/**
 * What the activity log records: administrators' saves and deletions, every login attempt,
 * password resets (asked for and done), changes of a password or an e-mail address, and
 * changes of the site settings, and two-step login: a second factor added or removed, a recovery
 * code used, a second step failed.
 */
export const activityActions = [
  'create',
  'update',
  'draft',
  'delete',
  'restore',
  'login',
  'login-failed',
  'password-reset-request',
  'password-reset',
  'password-change',
  'email-change',
  'settings-change',
  'two-step-on',
  'two-step-off',
  'recovery-code-used',
  'second-step-failed',
] as const
type ActivityAction = (typeof activityActions)[number]

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
  /** The account's username when the entry has no `user` (never a name typed for an unknown account). */
  username?: string
  /** For a failed login: the network it came from (an IPv4 /24, an IPv6 /64; src/security/client-address.ts), not the address. */
  network?: string
}

/** Deletes the entries older than `activityRetentionDays` (the hourly purge, src/core/trash/start.ts); answers how many. */
export async function purgeOldActivity(payload: Payload, now = Date.now()): Promise<number> {
  const before = new Date(now - activityRetentionDays * dayMs).toISOString()
  const { docs } = await payload.delete({
    collection: 'activity',
    where: { createdAt: { less_than: before } },
    overrideAccess: true,
  })
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
        network: text(entry.network, 64),
      },
      overrideAccess: true,
      req,
    })
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `activity: could not record ${entry.action} of ${entry.resource ?? 'a login'}`,
    })
  }
}

/**
 * The hooks that log an administrator's saves and deletions of a collection's records (`titleOf`
 * names the record as the log shows it). Writes made by no one (the seed, scripts) are not logged.
 */
export function logActivity(
  resource: string,
  titleOf: (doc: Record<string, unknown>) => unknown,
  { updates = true } = {},
) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    if (req.user && (operation === 'create' || updates)) {
      // Moving a record to the trash is its deletion (every language); taking it out, its restoration.
      const move = operation === 'update' ? trashMove(doc, previousDoc) : null
      // A save that leaves the record a draft (src/core/drafts) is logged as such.
      const action =
        move === 'trash' ? 'delete' : move === 'restore' ? 'restore' : doc._status === 'draft' ? 'draft' : operation
      await recordActivity(
        req.payload,
        {
          action,
          resource,
          docId: doc.id,
          title: String(titleOf(doc) ?? ''),
          locale: move ? null : req.locale,
          user: req.user,
        },
        req,
      )
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    // A deletion takes every language with it: no language is named.
    if (req.user)
      await recordActivity(
        req.payload,
        { action: 'delete', resource, docId: doc.id, title: String(titleOf(doc) ?? ''), user: req.user },
        req,
      )
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

/**
 * The users collection's changes that the log keeps beyond a save: a new password (`password-reset`
 * when no one was signed in, i.e. through a reset link; `password-change` by an administrator) and
 * a new e-mail address. Runs before the notices (which consume the password flag).
 */
export const logAccountChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update') return doc
  const account = { id: doc.id as number, username: doc.username, email: doc.email }
  const entry = {
    resource: 'users',
    docId: doc.id as number,
    title: String(doc.username ?? doc.email ?? ''),
    user: req.user ?? account,
  }
  if (passwordChangedIn(context, doc.id))
    await recordActivity(req.payload, { ...entry, action: req.user ? 'password-change' : 'password-reset' }, req)
  if ((previousDoc?.email ?? null) !== (doc.email ?? null))
    await recordActivity(req.payload, { ...entry, action: 'email-change' }, req)
  return doc
}

/** A global's afterChange hook: an administrator's change of the site settings. */
export const logSettingsChange =
  (resource: string, title: string) =>
  async ({ doc, req }: { doc: Record<string, unknown>; req: PayloadRequest }) => {
    if (req.user) await recordActivity(req.payload, { action: 'settings-change', resource, title, user: req.user }, req)
    return doc
  }
