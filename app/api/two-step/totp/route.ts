// POST /api/two-step/totp - begins setting up an authenticator app (the key and its QR code; not in
// use until confirmed); DELETE - removes it
import { beginTotp, removeTotp } from '@/core/two-step/factors'
import { enrolSchema } from '@/schemas/two-step'
import { requireAdmin } from '@/server/auth'
import { HttpError, ok, parseWith, readJson, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { enrollingAccount, factorRemoved, totpEnrolment } from '@/server/two-step'

export const POST = route(async (req) => {
  const body = parseWith(enrolSchema, await readJson(req))
  const payload = await getPayloadClient()
  const account = await enrollingAccount(req, payload, body.ticket)
  const key = await beginTotp(payload, account.id)
  if (!key) throw new HttpError(409, 'An authenticator app is already set up. Remove it first to set up another.')
  return ok(await totpEnrolment(key, account.username ?? `admin-${account.id}`), 201)
})

export const DELETE = route(async (req) => {
  const admin = await requireAdmin(req)
  const payload = await getPayloadClient()
  if (!(await removeTotp(payload, admin.id))) throw new HttpError(404, 'No authenticator app is set up.')
  await factorRemoved(payload, admin, 'totp')
  return ok({ removed: true })
})
