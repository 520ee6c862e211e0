// GET /api/newsletters/{id}/audience - how many confirmed subscribers the edition would reach now, by language, and which get English
import { requireAdmin } from '@/server/auth'
import { editionAudience } from '@/server/data/newsletters'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ id: string }> }

export const GET = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await editionAudience(payload, { id, user }))
})
