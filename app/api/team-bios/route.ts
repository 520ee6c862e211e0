// POST /api/team-bios[?draft=true] - create a member's bio (administrators); published unless saved as a draft
import { requireAdmin } from '@/server/auth'
import { createBio } from '@/server/data/member-bios'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, localeFrom, readBody } from '@/server/request'

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const { fields } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await createBio(payload, { fields, locale, user, draft: draftFrom(req) }), 201)
})
