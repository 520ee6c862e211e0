// GET /api/me - the administrator behind the token or session cookie
import { publicUser, requireAdmin } from '@/server/auth'
import { ok, route } from '@/server/http'

export const GET = route(async (req) => ok(publicUser(await requireAdmin(req))))
