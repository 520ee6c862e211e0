// GET /api/users - the administrator accounts
// POST /api/users - create an administrator account
import { adminUserSchema } from '@/schemas/admin-user'
import { publicUser, requireAdmin } from '@/server/auth'
import { HttpError, ok, parseWith, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { readBody } from '@/server/request'

export const GET = route(async (req) => {
  const user = await requireAdmin(req)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'users', sort: 'createdAt', limit: 500, overrideAccess: false, user })
  return ok(docs.map(publicUser))
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const data = parseWith(adminUserSchema, (await readBody(req)).fields)
  const payload = await getPayloadClient()
  const username = data.username.toLowerCase()
  const email = data.email ? data.email.toLowerCase() : null
  const taken = await payload.find({
    collection: 'users',
    where: { or: [{ username: { equals: username } }, ...(email ? [{ email: { equals: email } }] : [])] },
    limit: 1,
    overrideAccess: true,
  })
  if (taken.docs[0]) {
    const field = taken.docs[0].username === username ? 'username' : 'email'
    throw new HttpError(409, `An administrator with this ${field} already exists.`, { [field]: `This ${field} is already taken.` })
  }
  const created = await payload.create({
    collection: 'users',
    data: { ...data, username, email, role: data.role ?? 'admin' },
    overrideAccess: false,
    user,
  })
  return ok(publicUser(created), 201)
})
