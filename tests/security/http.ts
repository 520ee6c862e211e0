import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { signalGroup, stopGroup } from '../../scripts/lib/process-group'
import { freePort } from '../../scripts/lib/free-port'

/**
 * Raw HTTP for the security suite: each request can leave from a loopback address of its own
 * (127.0.0.2, 127.0.0.3, ...), so that the server sees a different TCP peer, the way requests
 * from different machines arrive.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever JSON came back
export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string; json: () => any }

export type Send = {
  method?: string
  path: string
  headers?: Record<string, string | string[]>
  body?: string | Buffer
  /** The local address to connect from (default 127.0.0.1). */
  from?: string
  /** Send the body without Content-Length (chunked). */
  chunked?: boolean
  /** Declare this Content-Length, send `body` (a first part) and wait for the answer without sending the rest. */
  declaredLength?: number
}

export function send(
  baseURL: string,
  { method = 'GET', path: target, headers = {}, body, from, chunked, declaredLength }: Send,
): Promise<Reply> {
  const url = new URL(baseURL)
  const length = declaredLength ?? (body !== undefined && !chunked ? Buffer.byteLength(body) : undefined)
  return new Promise((resolve, reject) => {
    let answered = false
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        localAddress: from,
        headers: { ...(length !== undefined ? { 'content-length': length } : {}), ...headers },
        agent: false,
      },
      (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const all = Buffer.concat(chunks)
          const text = all.toString('utf8')
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: all, text, json: () => JSON.parse(text) })
          if (declaredLength !== undefined) req.destroy()
        })
        res.on('error', reject)
      },
    )
    // The server may answer (413) and close before the whole body is sent: an error after the
    // answer is expected, one before it is a failure (never a silent wait).
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    if (declaredLength !== undefined) {
      if (body !== undefined) req.write(body)
      return
    }
    if (body !== undefined) {
      if (chunked) {
        const data = Buffer.from(body)
        for (let i = 0; i < data.length; i += 64 * 1024) req.write(data.subarray(i, i + 64 * 1024))
      } else {
        req.write(body)
      }
    }
    req.end()
  })
}

let next = 2 + Math.floor(Math.random() * 200)
/**
 * A loopback address no other case of this run connects from. A last byte of 0 is skipped (it
 * used to become .1, the same address as the next call's, which the 429 brake may be holding).
 */
export const freshLoopback = () => {
  if ((next & 255) === 0) next++
  const n = next++
  return `127.0.${(n >> 8) & 255}.${n & 255}`
}

/**
 * How long a second server may take to answer: about 20 s on an idle machine, more than two
 * minutes while the ops tests start sites beside it (three fresh starts in a row).
 */
export const serverStartLimitMs = 240_000

/**
 * A second server on the same production build and database as the e2e one, with its own
 * environment (TRUST_PROXY unset, or an https SERVER_URL): scripts/serve.ts, as `npm start` runs it.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  { capture = false }: { capture?: boolean } = {},
): Promise<{ baseURL: string; stop: () => Promise<void>; output: () => string }> {
  const port = await freePort()
  const root = path.resolve(import.meta.dirname, '../..')
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
  }
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name]
    else childEnv[name] = value
  }
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/serve.ts')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', capture ? 'pipe' : 'ignore', capture ? 'pipe' : 'inherit'],
    // A process group of its own: tsx runs the server in a child process, which a signal to tsx
    // alone would leave running (SIGKILL is not passed on) after the test run has ended.
    detached: true,
  })
  // With `capture`, what the server writes to its log (stdout and stderr), for the tests that read it.
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')))
  const baseURL = `http://127.0.0.1:${port}`
  // A server that is not answering by the deadline is an error here, not a refused connection in every test after.
  const deadline = Date.now() + serverStartLimitMs
  for (let ready = false; !ready;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    if (Date.now() > deadline) {
      signalGroup(child, 'SIGKILL')
      throw new Error(`the server on port ${port} did not answer within ${serverStartLimitMs / 1000} s`)
    }
    try {
      ready = (await send(baseURL, { path: '/api/openapi.json' })).status === 200
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 250))
  }
  return {
    baseURL,
    output: () => log,
    stop: () => stopGroup(child, 20_000),
  }
}
