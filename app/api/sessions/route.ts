// GET /api/sessions - the logged-in administrator's sessions (when, browser, network; which is this one);
// DELETE - ends all the others
import { endSessions, listSessions } from '@/core/two-step/sessions'
import { requireAdmin } from '@/server/auth'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { sessionIdOf } from '@/server/two-step'

export const GET = route(async (req) => {
  const admin = await requireAdmin(req)
  const payload = await getPayloadClient()
  return ok(await listSessions(payload, admin.id, sessionIdOf(admin)))
})

export const DELETE = route(async (req) => {
  const admin = await requireAdmin(req)
  const payload = await getPayloadClient()
  const ended = await endSessions(payload, admin.id, { except: sessionIdOf(admin) })
  return ok({ ended })
})
