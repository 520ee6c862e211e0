import { test as base } from '@playwright/test'
import { send, serverStartLimitMs, startServer, type Send } from './http'

type Server = { baseURL: string; send: (request: Send) => ReturnType<typeof send> }

/**
 * `proxied`: the e2e server, started with TRUST_PROXY=1 (one proxy in front appends the
 * client's address to X-Forwarded-For). `direct`: the same build and database served with
 * TRUST_PROXY unset, as on one machine with no proxy. `https`: with an https SERVER_URL.
 */
export const test = base.extend<object, { proxied: Server; direct: Server; https: Server }>({
  proxied: [
    async ({}, use) => {
      const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? '3900'}`
      await use({ baseURL, send: (request) => send(baseURL, request) })
    },
    { scope: 'worker' },
  ],
  direct: [
    async ({}, use) => {
      const server = await startServer({ TRUST_PROXY: undefined })
      await use({ baseURL: server.baseURL, send: (request) => send(server.baseURL, request) })
      await server.stop()
    },
    { scope: 'worker', timeout: serverStartLimitMs + 30_000 },
  ],
  https: [
    async ({}, use) => {
      const server = await startServer({ TRUST_PROXY: undefined, SERVER_URL: 'https://site.example' })
      await use({ baseURL: server.baseURL, send: (request) => send(server.baseURL, request) })
      await server.stop()
    },
    { scope: 'worker', timeout: serverStartLimitMs + 30_000 },
  ],
})

export { expect } from '@playwright/test'

export { admin } from '../e2e/worker-admin'

export const jsonBody = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
})
