// POST /api/login - an administrator logs in; returns data.token and data.user, sets the session cookie
import { generatePayloadCookie } from 'payload/shared'
import { loginSchema } from '@/schemas/login'
import { publicUser } from '@/server/auth'
import { HttpError, ok, parseWith, readJson, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { enforceRateLimit, limits } from '@/server/rate-limit'
import type { User } from '@/payload-types'

const refused = 'Invalid username or password.'

export const POST = route(async (req) => {
  await enforceRateLimit(req, limits.login)
  const { username, password } = parseWith(loginSchema, await readJson(req))
  const payload = await getPayloadClient()
  const data = username.includes('@') ? { email: username, password } : { username, password }
  let result: Awaited<ReturnType<typeof payload.login<'users'>>>
  try {
    result = await payload.login({ collection: 'users', data: data as { username: string; password: string } })
  } catch (error) {
    if ((error as Error).name === 'LockedAuth') {
      throw new HttpError(401, 'This account is locked after too many failed logins. Try again in 10 minutes.')
    }
    // The same answer for an unknown username and a wrong password.
    throw new HttpError(401, refused)
  }
  if (!result.token || !result.user) throw new HttpError(401, refused)
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token: result.token,
  })
  return ok({ token: result.token, exp: result.exp, user: publicUser(result.user as User) }, 200, { 'Set-Cookie': cookie })
})
