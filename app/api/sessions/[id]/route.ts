// DELETE /api/sessions/{id} - ends one of the logged-in administrator's sessions (its token is refused
// from the next request on); ending the current one logs out
import { generateExpiredPayloadCookie } from 'payload/shared'
import { endSessions } from '@/core/two-step/sessions'
import { requireAdmin } from '@/server/auth'
import { HttpError, ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { sessionIdOf } from '@/server/two-step'

type Context = { params: Promise<{ id: string }> }

export const DELETE = route<Context>(async (req, { params }) => {
  const admin = await requireAdmin(req)
  const id = (await params).id
  if (!/^[0-9a-f-]{1,64}$/i.test(id)) throw new HttpError(404, 'No such session.')
  const payload = await getPayloadClient()
  if ((await endSessions(payload, admin.id, { only: id })) === 0) throw new HttpError(404, 'No such session.')
  if (id !== sessionIdOf(admin)) return ok({ ended: 1 })
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    config: payload.config,
    cookiePrefix: payload.config.cookiePrefix,
  })
  return ok({ ended: 1 }, 200, { 'Set-Cookie': cookie })
})
