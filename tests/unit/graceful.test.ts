import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { gracefulServer } from '../../scripts/lib/graceful'
import { createRequestGuard } from '../../scripts/lib/site-server'
import { serverPhase, setServerPhase } from '../../src/core/lifecycle'

// docs/decisions/027-*: a server told to stop finishes what it serves, sends new reads elsewhere
// (503, with the site's security headers), still serves writes, then refuses connections.

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

const ask = (port: number, method: string, path: string) =>
  new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end()
  })

describe('a graceful stop', () => {
  afterEach(() => setServerPhase('serving'))

  it('finishes the request in flight, turns new reads away with 503, serves writes, then stops listening', async () => {
    const lines: string[] = []
    const graceful = gracefulServer({
      log: (line) => lines.push(line),
      servedWhileDraining: (req) => req.url === '/api/health',
      turnAway: (_req, res) => {
        res.writeHead(503, { 'Retry-After': '5' })
        res.end('elsewhere')
      },
    })
    const guard = createRequestGuard({ proxies: 0, turnAway: graceful.turnedAway })
    const server = http.createServer(
      graceful.track((req, res) => {
        if (guard(req, res) === 'handled') return
        const delay = req.url === '/slow' ? 600 : 0
        setTimeout(() => {
          res.writeHead(req.method === 'POST' ? 201 : 200)
          res.end(`done ${req.method} ${req.url}`)
        }, delay)
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    const { port } = server.address() as AddressInfo

    const inFlight = ask(port, 'GET', '/slow')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const stopped = graceful.stop(server, { quietMs: 300, drainMs: 3000, limitMs: 10_000 })
    expect(serverPhase()).toBe('draining')

    const read = await ask(port, 'GET', '/')
    expect(read.status).toBe(503)
    expect(read.headers['retry-after']).toBe('5')
    expect(read.headers.connection).toBe('close')
    // The request guard ran first: the drained answer carries the site's security headers.
    expect(read.headers['content-security-policy']).toBeTruthy()
    expect(read.headers['x-content-type-options']).toBe('nosniff')
    expect((await ask(port, 'HEAD', '/')).status).toBe(503)
    // A write is served: a load balancer must not send it twice.
    expect(await ask(port, 'POST', '/api/contact')).toMatchObject({ status: 201, text: 'done POST /api/contact' })
    // The health check still answers, to say that the instance drains.
    expect((await ask(port, 'GET', '/api/health')).status).toBe(200)

    expect(await inFlight).toMatchObject({ status: 200, text: 'done GET /slow' })
    await stopped
    expect(server.listening).toBe(false)
    await expect(ask(port, 'GET', '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(lines[0]).toMatch(/^stopping/)
    expect(lines.at(-1)).toMatch(/^stopped listening; \d+ request\(s\) finished$/)
  })

  it('cuts off what is still running at the limit', async () => {
    const lines: string[] = []
    const graceful = gracefulServer({ log: (line) => lines.push(line), turnAway: (_req, res) => res.end() })
    const server = http.createServer(graceful.track(() => {})) // never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    const { port } = server.address() as AddressInfo
    const hanging = ask(port, 'GET', '/forever').catch((error: NodeJS.ErrnoException) => error.code)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    await graceful.stop(server, { quietMs: 100, drainMs: 200, limitMs: 2500 })
    expect(Date.now() - started).toBeLessThan(4000)
    expect(await hanging).toBe('ECONNRESET')
    expect(lines.at(-1)).toMatch(/1 cut off at the limit/)
  })
})
