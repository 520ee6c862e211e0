// GET /api/newsletters/{id}/preview[?locale=] - the edition's e-mail in a language (English where it has none), as its subscribers get it: subject, HTML and plain text
import { requireAdmin } from '@/server/auth'
import { previewEditionMail } from '@/server/data/newsletters'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { localeFrom } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const GET = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  return ok(await previewEditionMail(payload, { id, locale, user }))
})
