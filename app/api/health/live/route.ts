// GET /api/health/live - liveness: 200 while this server process answers at all, whatever the
// database does (restarting the process would not bring it back), also while it stops
import { serverPhase } from '@/core/lifecycle'
import { ok, route } from '@/server/http'

export const dynamic = 'force-dynamic'

export const GET = route(async () => ok({ status: 'live', phase: serverPhase(), time: new Date().toISOString() }))
