import { Secret, TOTP } from 'otpauth'
import { expect, test } from './conformance'
import { adminHeaders, body, from } from './helpers'

/**
 * Two-step login through the documented calls, on the production build: POST /api/login answers
 * 202 with a ticket (no token, no cookie) for an account with a second factor, and
 * POST /api/login/second-step completes it. Every answer is checked against the OpenAPI document
 * (conformance.ts). The screens are tested in tests/e2e/admin/two-step-*.e2e.ts.
 */

let auth: Record<string, string>
test.beforeAll(async ({ request }) => {
  auth = await adminHeaders(request)
})

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const codeAt = (key: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), period: 30 }).generate({ timestamp: at })

test('an authenticator app: set up, a second step, the session list, and removal by another administrator', async ({
  request,
}) => {
  const username = `twostep-${stamp()}`
  const password = `${username}-mangrove`
  const created = await request.post('/api/users', { headers: auth, data: { username, password } })
  expect(created.status()).toBe(201)
  const id = (await body(created)).data.id as number
  const address = from()
  const login = () => request.post('/api/login', { data: { username, password }, headers: from() })

  const first = await login()
  expect(first.status()).toBe(200)
  const token = (await body(first)).data.token as string
  const bearer = { Authorization: `Bearer ${token}`, ...address }

  const begun = await request.post('/api/two-step/totp', { headers: bearer, data: {} })
  expect(begun.status()).toBe(201)
  const { key } = (await body(begun)).data as { key: string }
  const again = await request.post('/api/two-step/totp', { headers: bearer, data: {} })
  expect(again.status()).toBe(201) // not confirmed yet: a new key replaces it
  const newKey = (await body(again)).data.key as string
  expect(newKey).not.toBe(key)
  const wrong = await request.post('/api/two-step/totp/confirm', { headers: bearer, data: { code: '000000' } })
  expect(wrong.status()).toBe(400)
  expect((await body(wrong)).errors.code).toMatch(/does not match/)
  const confirmed = await request.post('/api/two-step/totp/confirm', {
    headers: bearer,
    data: { code: codeAt(newKey, Date.now() - 30_000) },
  })
  expect(confirmed.status()).toBe(201)
  const { recoveryCodes } = (await body(confirmed)).data as { recoveryCodes: string[] }
  expect(recoveryCodes).toHaveLength(10)
  expect((await request.post('/api/two-step/totp', { headers: bearer, data: {} })).status()).toBe(409)

  const status = await request.get('/api/two-step', { headers: bearer })
  expect((await body(status)).data).toMatchObject({ totp: true, enabled: true, recoveryCodesLeft: 10 })

  // The password alone is no longer a login: a ticket, no token and no cookie.
  const step = await login()
  expect(step.status()).toBe(202)
  expect(step.headers()['set-cookie']).toBeUndefined()
  const stepBody = (await body(step)).data
  expect(stepBody).toMatchObject({ step: 'second-step', methods: ['totp', 'recovery'] })
  const missing = await request.post('/api/login/second-step', { data: { ticket: stepBody.ticket }, headers: from() })
  expect(missing.status()).toBe(400)
  const done = await request.post('/api/login/second-step', {
    data: { ticket: stepBody.ticket, code: codeAt(newKey) },
    headers: from(),
  })
  expect(done.status()).toBe(200)
  expect(done.headers()['set-cookie']).toContain('payload-token=')
  const second = (await body(done)).data.token as string

  // Both sessions are listed; ending the second one refuses its token at once.
  const sessions = (await body(await request.get('/api/sessions', { headers: bearer }))).data as {
    id: string
    current: boolean
    method: string
  }[]
  expect(sessions).toHaveLength(2)
  const other = sessions.find((session) => !session.current)!
  expect(other.method).toBe('totp')
  expect((await request.delete(`/api/sessions/${other.id}`, { headers: bearer })).status()).toBe(200)
  expect((await request.get('/api/me', { headers: { Authorization: `Bearer ${second}` } })).status()).toBe(401)

  // Another administrator removes it: the account's sessions end and the password alone logs in.
  const removed = await request.delete(`/api/users/${id}/two-step`, { headers: auth })
  expect(removed.status()).toBe(200)
  expect((await request.get('/api/me', { headers: bearer })).status()).toBe(401)
  expect((await login()).status()).toBe(200)
  const list = (await body(await request.get('/api/users', { headers: auth }))).data as {
    id: number
    twoStep: boolean
  }[]
  expect(list.find((account) => account.id === id)?.twoStep).toBe(false)
  await request.delete(`/api/users/${id}`, { headers: auth })
})

test('a passkey login and a second step refuse what is not a passkey; a bad ticket is login_expired', async ({
  request,
}) => {
  const options = await request.post('/api/login/passkey-options', { data: {}, headers: from() })
  expect(options.status()).toBe(200)
  const { challenge, options: forBrowser } = (await body(options)).data
  expect(forBrowser.rpId).toBe('localhost')
  expect(forBrowser.userVerification).toBe('required')
  const refused = await request.post('/api/login/passkey', {
    data: { challenge, response: { id: 'bm90LWEta2V5', rawId: 'bm90LWEta2V5', type: 'public-key', response: {} } },
    headers: from(),
  })
  expect(refused.status()).toBe(401)
  expect((await body(refused)).code).toBe('invalid_second_step')
  const expired = await request.post('/api/login/second-step', {
    data: { ticket: 'not.a.ticket', code: '123456' },
    headers: from(),
  })
  expect(expired.status()).toBe(401)
  expect((await body(expired)).code).toBe('login_expired')
})

test('the two-step and session calls are for administrators only', async ({ request }) => {
  for (const [method, path] of [
    ['GET', '/api/two-step'],
    ['DELETE', '/api/two-step/totp'],
    ['POST', '/api/two-step/recovery-codes'],
    ['GET', '/api/sessions'],
    ['DELETE', '/api/sessions'],
    ['DELETE', '/api/users/1/two-step'],
  ]) {
    const res = await request.fetch(path, { method, headers: from() })
    expect(res.status(), `${method} ${path}`).toBe(401)
  }
  const enrol = await request.post('/api/two-step/totp', { data: {}, headers: from() })
  expect(enrol.status()).toBe(401)
})
