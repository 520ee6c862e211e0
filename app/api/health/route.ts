// GET /api/health - readiness: 200 when this instance may take traffic (started, not stopping,
// PostgreSQL answers, migrations applied), 503 otherwise; for load balancers and monitors
import { checkHealth } from '@/server/health'
import { ok, route, unavailable } from '@/server/http'

export const dynamic = 'force-dynamic'

export const GET = route(async () => {
  const health = await checkHealth()
  return health.status === 'ok' ? ok(health) : unavailable(health)
})
