// GET /api/newsletters[?locale=&page=&limit=] - a page of newsletter editions, the newest first (visitors: the sent ones; administrators: every edition)
// POST /api/newsletters[?locale=] - write a new edition (JSON: subject, preheader, body blocks, audience), as a draft
import { currentAdmin, requireAdmin } from '@/server/auth'
import { defaultEditionPage, listEditions, saveEdition } from '@/server/data/newsletters'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { localeFrom, pagingFrom, readBody } from '@/server/request'

export const GET = route(async (req) => {
  const locale = localeFrom(req)
  const paging = pagingFrom(req) ?? defaultEditionPage
  const payload = await getPayloadClient()
  const { items, meta } = await listEditions.forApi(payload, { locale, user: await currentAdmin(req) }, paging)
  return ok(items, 200, undefined, meta)
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const { fields } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await saveEdition(payload, { fields, locale, user }), 201)
})
