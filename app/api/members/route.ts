// GET /api/members?memberType=board|team - the board or the team (visitors: active only)
// POST /api/members - add a member, with an optional image upload (administrators)
import { memberTypes } from '@/content/site-structure'
import { currentAdmin, requireAdmin } from '@/server/auth'
import { listMembers, saveMember } from '@/server/data/members'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { enumParam, localeFrom, readBody } from '@/server/request'

export const GET = route(async (req) => {
  const memberType = enumParam(req, 'memberType', memberTypes)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  return ok(await listMembers(payload, { memberType, locale, user: await currentAdmin(req) }))
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const { fields, file } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await saveMember(payload, { fields, file, locale, user }), 201)
})
