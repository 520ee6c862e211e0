// POST /api/mail-outbox/{id}/retry - an administrator queues a failed e-mail again (the outbox screen's "Retry")
import { retryMail } from '@/core/mail/retry'
import { requireAdmin } from '@/server/auth'
import { HttpError, ok, orNotFound, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ id: string }> }

export const POST = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  await orNotFound(
    payload.findByID({ collection: 'mail-outbox', id, depth: 0, overrideAccess: false, user }),
    'No e-mail with this id in the outbox.',
  )
  if (!(await retryMail(payload, id)))
    throw new HttpError(409, 'Only a failed e-mail can be retried; this one is queued or sent.')
  return ok({ id, status: 'queued' })
})
