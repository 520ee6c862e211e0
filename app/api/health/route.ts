// GET /api/health - 200 when the site can serve (PostgreSQL answers), 503 otherwise; for monitors and load balancers
import { checkHealth } from '@/server/health'
import { ok, route, unavailable } from '@/server/http'

export const dynamic = 'force-dynamic'

export const GET = route(async () => {
  const health = await checkHealth()
  return health.status === 'ok' ? ok(health) : unavailable({ status: health.status, database: health.database })
})
