// GET /api/members?memberType=board|team[&page=&limit=] - the board or the team (visitors: active only)
// POST /api/members[?draft=true] - add a member, with an optional image upload (administrators); published unless saved as a draft
import { memberTypes } from '@/content/site-structure'
import { currentAdmin, requireAdmin } from '@/server/auth'
import { listMembers, saveMember } from '@/server/data/members'
import { listResponse } from '@/server/data/paging'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, enumParam, localeFrom, pagingFrom, readBody } from '@/server/request'

export const GET = route(async (req) => {
  const memberType = enumParam(req, 'memberType', memberTypes)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  const paging = pagingFrom(req)
  return listResponse(
    await listMembers.forApi(payload, { memberType, locale, user: await currentAdmin(req) }, paging),
    paging,
  )
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const { fields, file } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await saveMember(payload, { fields, file, locale, user, draft: draftFrom(req) }), 201)
})
