// GET /api/me - the administrator behind the token or session cookie
import { requireAdmin } from '@/server/auth'
import { presentUser } from '@/server/data/users'
import { ok, route } from '@/server/http'

export const GET = route(async (req) => ok(presentUser(await requireAdmin(req))))
