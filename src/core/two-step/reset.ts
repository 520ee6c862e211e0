import type { Payload } from 'payload'
import { recordActivity } from '../activity'
import { sendTwoStepRemovedNotice } from '../mail/two-step-notice'
import { removeAllFactors } from './factors'
import { endSessions } from './sessions'

export type ResetOutcome = { found: false } | { found: true; username: string; removed: number }

/**
 * `npm run admin -- reset-two-step <username>` on the server: removes an account's second factors
 * when no other administrator can (the last one lost its phone and its recovery codes). Its
 * sessions end, it is told by e-mail, and the activity log keeps it.
 */
export async function resetTwoStep(payload: Payload, name: string): Promise<ResetOutcome> {
  const normal = name.trim().toLowerCase()
  const { docs } = await payload.find({
    collection: 'users',
    where: normal.includes('@') ? { email: { equals: normal } } : { username: { equals: normal } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const account = docs[0]
  if (!account) return { found: false }
  const removed = await removeAllFactors(payload, account.id)
  await endSessions(payload, account.id, {})
  if (removed > 0) {
    await recordActivity(payload, {
      action: 'two-step-off',
      resource: 'users',
      docId: account.id,
      title: account.username ?? '',
      username: 'server (npm run admin)',
    })
    await sendTwoStepRemovedNotice(payload, account, '')
  }
  return { found: true, username: account.username ?? normal, removed }
}
