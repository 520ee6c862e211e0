// POST /api/newsletters/{id}/cancel[?locale=] - a scheduled edition back to the drafts, or a sending stopped
import { requireAdmin } from '@/server/auth'
import { cancelEdition } from '@/server/data/newsletters'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { localeFrom } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const POST = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  return ok(await cancelEdition(payload, { id, user, locale }))
})
