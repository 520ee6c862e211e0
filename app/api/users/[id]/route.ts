// DELETE /api/users/{id} - delete an administrator account (never your own, never the last)
import { requireAdmin } from '@/server/auth'
import { removeUser } from '@/server/data/users'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ id: string }> }

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await removeUser(payload, { id, user }))
})
