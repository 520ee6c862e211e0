import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import type { TrashedCollection } from '../../core/trash'
import type { Admin } from '../auth'

/**
 * The contract's DELETE of a record that has a trash: it leaves every public page and list at
 * once (reads leave trashed records out, and the save expires the cached pages) and can be
 * restored for 30 days (src/core/trash). Payload asks for delete access to do this.
 */
export async function moveToTrash(
  payload: Payload,
  { collection, id, user, req }: { collection: TrashedCollection; id: number; user: Admin; req?: PayloadRequest },
) {
  await payload.update({
    collection,
    id,
    data: { deletedAt: new Date().toISOString() },
    overrideAccess: false,
    user,
    ...(req ? { req } : {}),
  })
}
