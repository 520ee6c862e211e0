// POST /api/logout - ends the administrator's session (token and cookie)
import config from '@payload-config'
import { createPayloadRequest, logoutOperation } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'
import { requireAdmin, toPayloadHeaders } from '@/server/auth'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

export const POST = route(async (req) => {
  await requireAdmin(req)
  const payload = await getPayloadClient()
  const payloadReq = await createPayloadRequest({
    config,
    request: new Request(req.url, { method: 'POST', headers: toPayloadHeaders(req) }),
  })
  await logoutOperation({ collection: payload.collections.users, req: payloadReq })
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    config: payload.config,
    cookiePrefix: payload.config.cookiePrefix,
  })
  return ok({ loggedOut: true }, 200, { 'Set-Cookie': cookie })
})
