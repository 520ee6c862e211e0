import type { FullConfig } from '@playwright/test'
import { adminOfSlot } from './worker-admin'

/**
 * Playwright's global setup (after the web server is up): an administrator account for each
 * worker slot but the first (worker-admin.ts), made through the contract by the first one. An
 * account already there (a server reused between local runs) is kept.
 */
export default async function workerAdmins(config: FullConfig) {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? '3900'}`
  const first = adminOfSlot(0)
  if (!first.username || config.workers < 2) return
  const post = (path: string, data: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.1', ...headers },
      body: JSON.stringify(data),
    })
  const login = await post('/api/login', first)
  if (!login.ok) throw new Error(`worker admins: the first administrator cannot log in (${login.status})`)
  const { token } = (await login.json()).data as { token: string }
  for (let slot = 1; slot < config.workers; slot++) {
    const { username, password } = adminOfSlot(slot)
    const created = await post(
      '/api/users',
      { username, email: `${username}@e2e.example`, password, role: 'admin' },
      { authorization: `Bearer ${token}` },
    )
    const answer = await created.text()
    if (!created.ok && !/already exists/.test(answer))
      throw new Error(`worker admins: ${username} not created (${created.status}): ${answer}`)
  }
}
