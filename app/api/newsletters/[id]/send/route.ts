// POST /api/newsletters/{id}/send[?locale=] - send a draft or scheduled edition now, or schedule it (JSON `at`: a time to come)
import { requireAdmin } from '@/server/auth'
import { sendEdition } from '@/server/data/newsletters'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { localeFrom, readBody } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const POST = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const { fields } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await sendEdition(payload, { id, fields, user, locale }))
})
