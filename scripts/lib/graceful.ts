import type http from 'node:http'
import { runServerStops, serverPhase, setServerPhase } from '../../src/core/lifecycle'

/**
 * A stop that costs no request (docs/decisions/027-a-start-that-cannot-hang.md). On SIGTERM the
 * server:
 * 1. drains: a new page or API read (GET, HEAD) is answered 503 with `Retry-After` and
 *    `Connection: close`, which a load balancer retries on another instance (nginx:
 *    `proxy_next_upstream http_503`, deploy/nginx.conf) and counts as that instance failing,
 *    so it stops sending more; a write is still served, since a load balancer must not send a
 *    write twice. This lasts until no request has come for `quietMs`, at most `drainMs`;
 * 2. stops listening and closes its idle connections: a new connection is refused, which
 *    a load balancer retries elsewhere for any method, nothing having been sent;
 * 3. finishes the requests it is serving, until the limit, then closes what is left;
 * 4. runs the stop hooks (src/core/lifecycle.ts): the mail worker finishes its message and
 *    hands back its claims, the jobs queue its job.
 */

type Options = {
  /** What a drained read gets (a 503 in the contract's shape or a whole page). */
  turnAway: (req: http.IncomingMessage, res: http.ServerResponse) => void
  /** Reads served while draining all the same: the health checks, which say that it drains. */
  servedWhileDraining?: (req: http.IncomingMessage) => boolean
  log: (line: string) => void
}

export type StopOptions = { quietMs?: number; drainMs?: number; limitMs: number }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function gracefulServer({ turnAway, servedWhileDraining = () => false, log }: Options) {
  let inFlight = 0
  let lastArrival = 0
  let finished = 0
  const waiters = new Set<() => void>()

  /** Wraps the server's request listener: counts what is in flight, and closes the connection of what comes while draining. */
  const track =
    (listener: http.RequestListener): http.RequestListener =>
    (req, res) => {
      lastArrival = Date.now()
      if (serverPhase() === 'draining') res.setHeader('Connection', 'close')
      inFlight++
      let done = false
      const settle = () => {
        if (done) return
        done = true
        inFlight--
        finished++
        if (inFlight === 0) for (const wake of waiters) wake()
      }
      res.once('finish', settle)
      res.once('close', settle)
      listener(req, res)
    }

  /**
   * While draining, answers a read (GET, HEAD) with `turnAway` and says so; the request guard
   * asks it once the security headers are set (site-server.ts, `turnAway`).
   */
  const turnedAway = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (serverPhase() !== 'draining') return false
    const method = req.method ?? 'GET'
    if ((method !== 'GET' && method !== 'HEAD') || servedWhileDraining(req)) return false
    turnAway(req, res)
    return true
  }

  const idle = (ms: number) =>
    inFlight === 0
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const wake = () => {
            clearTimeout(timer)
            waiters.delete(wake)
            resolve(true)
          }
          const timer = setTimeout(
            () => {
              waiters.delete(wake)
              resolve(false)
            },
            Math.max(0, ms),
          )
          waiters.add(wake)
        })

  /** Steps 1 to 4 above; resolves when the server may exit. */
  async function stop(server: http.Server, { quietMs = 1000, drainMs = 5000, limitMs }: StopOptions): Promise<void> {
    const started = Date.now()
    setServerPhase('draining')
    log('stopping: new reads go to the other instances, writes are still served')
    while (Date.now() - lastArrival < quietMs && Date.now() - started < drainMs) await sleep(100)

    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const before = finished
    const allDone = await idle(limitMs - (Date.now() - started) - 2000)
    const cut = inFlight
    server.closeAllConnections()
    await closed
    log(`stopped listening; ${finished - before} request(s) finished${allDone ? '' : `, ${cut} cut off at the limit`}`)

    const late = await runServerStops(Math.max(1000, limitMs - (Date.now() - started)))
    if (late.length) log(`stopping: ${late.join(', ')} did not finish in time`)
  }

  return { track, turnedAway, stop }
}
