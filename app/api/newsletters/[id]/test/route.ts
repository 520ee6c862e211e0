// POST /api/newsletters/{id}/test - send the edition in one language (JSON `locale`) to the signed-in administrator's address
import { requireAdmin } from '@/server/auth'
import { sendEditionTest } from '@/server/data/newsletters'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { readBody } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const POST = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const { fields } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await sendEditionTest(payload, { id, fields, user }))
})
