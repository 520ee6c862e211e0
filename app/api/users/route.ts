// GET /api/users - the administrator accounts
// POST /api/users - create an administrator account
import { requireAdmin } from '@/server/auth'
import { createUser, listUsers } from '@/server/data/users'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { readBody } from '@/server/request'

export const GET = route(async (req) => {
  const user = await requireAdmin(req)
  const payload = await getPayloadClient()
  return ok(await listUsers(payload, user))
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const { fields } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await createUser(payload, { fields, user }), 201)
})
