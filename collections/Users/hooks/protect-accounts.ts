import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'
import { sqlRunnerOf } from '../../../src/core/db/raw-sql'

/**
 * Serialises the deletions of administrators across requests and instances: a PostgreSQL
 * advisory lock held by the request's transaction until it commits or rolls back. A deletion
 * that waited counts after the other one committed (PostgreSQL's default READ COMMITTED: each
 * statement sees what was committed before it began), so two administrators deleting each other
 * at the same moment cannot leave none.
 */
async function lockAccountDeletions(req: PayloadRequest): Promise<void> {
  await (await sqlRunnerOf(req)).execute(sql`SELECT pg_advisory_xact_lock(hashtext('users:delete'))`)
}

/**
 * The accounts this request is deleting. A bulk delete runs the hook of every account at once in
 * one transaction (which the lock does not serialise), so each counts the accounts outside this
 * set: whatever order they run in, one account stays.
 */
function deletionsOf(req: PayloadRequest): Set<string> {
  const context = req.context as { deletingUsers?: Set<string> }
  context.deletingUsers ??= new Set()
  return context.deletingUsers
}

/** Nobody deletes their own account, and the last administrator always stays. */
export const protectLastAndOwnAccount: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (req.user && String(req.user.id) === String(id)) {
    throw new APIError('You cannot delete your own account.', 409, undefined, true)
  }
  const deleting = deletionsOf(req)
  deleting.add(String(id))
  await lockAccountDeletions(req)
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { id: { not_in: [...deleting] } },
    req,
    overrideAccess: true,
  })
  if (totalDocs < 1) {
    deleting.delete(String(id))
    throw new APIError('The last administrator account cannot be deleted.', 409, undefined, true)
  }
}
