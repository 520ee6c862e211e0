// GET /api/team-bios/{memberName} - a member's profile by exact (URL-encoded) name
// PUT /api/team-bios/{memberName}[?draft=true] - update that profile (administrators); published unless saved as a draft
import { memberTypes } from '@/content/site-structure'
import { currentAdmin, requireAdmin } from '@/server/auth'
import { findBio, presentBio, updateBio } from '@/server/data/member-bios'
import { HttpError, ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, enumParam, localeFrom, readBody } from '@/server/request'

type Context = { params: Promise<{ memberName: string }> }

async function nameFrom(params: Context['params']) {
  const raw = (await params).memberName
  let name = raw
  try {
    // Next hands the segment over decoded already; a name with a literal "%" stays as it is.
    name = /%[0-9a-f]{2}/i.test(raw) ? decodeURIComponent(raw) : raw
  } catch {
    name = raw
  }
  name = name.trim()
  if (!name || name.length > 120) throw new HttpError(404, 'No profile for this member.')
  return name
}

export const GET = route<Context>(async (req, { params }) => {
  const memberName = await nameFrom(params)
  const memberType = enumParam(req, 'memberType', memberTypes)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  const found = await findBio.forApi(payload, { memberName, memberType, locale, user: await currentAdmin(req) })
  if (!found) throw new HttpError(404, 'No profile for this member.')
  return ok(presentBio(found.bio, found.untranslated))
})

export const PUT = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const memberName = await nameFrom(params)
  const locale = localeFrom(req)
  const { fields } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await updateBio(payload, { memberName, fields, locale, user, draft: draftFrom(req) }))
})
