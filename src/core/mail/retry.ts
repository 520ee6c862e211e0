import type { Payload } from 'payload'
import { nudgeMailWorker } from './outbox'

/**
 * An administrator's "Retry" on a failed message: queued again with a fresh set of attempts, due
 * now. Only a failed message: a queued one is already waiting, a sent one was delivered.
 * Returns false when there is no such failed message.
 */
export async function retryMail(payload: Payload, id: number | string): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'mail-outbox',
    where: { and: [{ id: { equals: id } }, { status: { equals: 'failed' } }] },
    data: { status: 'queued', attempts: 0, nextAttemptAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length === 0) return false
  nudgeMailWorker()
  return true
}
