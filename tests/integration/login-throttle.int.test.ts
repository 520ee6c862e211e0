import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import * as loginRoute from '../../app/api/login/route'
import { clientAddressHeader } from '../../src/security/client-address'
import { delayAfter, payloadHashing, throttleRules } from '../../src/server/login-throttle'
import { createAdmin } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

let octet = 0
/** An address no other test of this run uses. */
const freshAddress = () => `198.51.${100 + Math.floor(Math.random() * 50)}.${(octet++ % 250) + 1}`

async function login(address: string, username: string, password: string) {
  const req = new NextRequest(new URL('/api/login', 'http://site.test'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [clientAddressHeader]: address },
    body: JSON.stringify({ username, password }),
  })
  const started = Date.now()
  const res = await loginRoute.POST(req, undefined)
  return {
    status: res.status,
    body: await res.json(),
    retryAfter: res.headers.get('retry-after'),
    ms: Date.now() - started,
  }
}

describe('login throttling (per address and per address and account, never per account)', () => {
  it('grows the wait after the free failures: 1 s, then 2 s, ... up to 15 minutes', () => {
    expect([0, 1, 2].map((n) => delayAfter(n, throttleRules.pair))).toEqual([0, 0, 0])
    expect([3, 4, 5, 6].map((n) => delayAfter(n, throttleRules.pair))).toEqual([1, 2, 4, 8])
    expect(delayAfter(40, throttleRules.pair)).toBe(900)
    expect(delayAfter(9, throttleRules.address)).toBe(0)
    expect(delayAfter(10, throttleRules.address)).toBe(1)
  })

  it('throttles the guessing address, while the administrator logs in from another one', async () => {
    const payload = await testPayload()
    const { username, password } = await createAdmin(payload)
    const attacker = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await login(attacker, username, `guess-${i}`)).status)
    // Three free failures, then the attacker must wait and gets 429s with Retry-After.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401])
    expect(statuses.slice(3)).toContain(429)
    const throttled = await login(attacker, username, password)
    expect(throttled.status).toBe(429)
    expect(throttled.body).toEqual({ success: false, code: 'rate_limited', message: 'Invalid username or password.' })
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0)

    const admin = await login(freshAddress(), username, password)
    expect(admin.status).toBe(200)
    expect(admin.body.data.user.username).toBe(username)
  })

  it('counts a burst of parallel guesses: they cannot all slip through before the first is counted', async () => {
    const payload = await testPayload()
    const { username } = await createAdmin(payload)
    const attacker = freshAddress()
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login(attacker, username, `burst-${i}`)))
    const refusedOutright = results.filter((r) => r.status === 429).length
    expect(refusedOutright).toBeGreaterThanOrEqual(8 - throttleRules.pair.free - 1)
  })

  it('throttles one address guessing many account names', async () => {
    const attacker = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < throttleRules.address.free + 2; i++)
      statuses.push((await login(attacker, unique('nobody'), 'whatever-1')).status)
    expect(statuses.slice(0, throttleRules.address.free)).toEqual(Array(throttleRules.address.free).fill(401))
    expect(statuses.slice(throttleRules.address.free)).toContain(429)
  })

  it('answers an unknown account and a wrong password alike, in comparable time', async () => {
    const payload = await testPayload()
    const { username } = await createAdmin(payload)
    const unknown = await login(freshAddress(), unique('ghost'), 'wrong-password-1')
    const wrong = await login(freshAddress(), username, 'wrong-password-1')
    expect(unknown.body).toEqual(wrong.body)
    expect(unknown.body.message).toBe('Invalid username or password.')
    expect([unknown.status, wrong.status]).toEqual([401, 401])
    // Neither is quicker than the refusal floor, so timing cannot tell them apart.
    expect(Math.min(unknown.ms, wrong.ms)).toBeGreaterThanOrEqual(590)
    expect(Math.abs(unknown.ms - wrong.ms)).toBeLessThan(400)
  })

  it('counts one account once, whether it is reached by username or by e-mail', async () => {
    const payload = await testPayload()
    const { username, password, user } = await createAdmin(payload)
    const email = `${unique('both')}@example.org`
    await payload.update({ collection: 'users', id: user.id, data: { email }, overrideAccess: true })
    const address = freshAddress()
    const statuses: number[] = []
    for (const name of [username, email, username, email.toUpperCase(), username])
      statuses.push((await login(address, name, 'wrong-wrong')).status)
    // Counted apart, neither name would reach the 3 free failures in 5 tries.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401])
    expect(statuses.slice(3)).toContain(429)
    expect((await login(freshAddress(), email, password)).status).toBe(200)
  })

  it("an unknown account costs the work of Payload's own password check", async () => {
    const payload = await testPayload()
    const { user } = await createAdmin(payload)
    const stored = await payload.findByID({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const hash = String((stored as { hash?: string }).hash)
    // Payload's current hashes: the prefix that means 600,000 rounds, and 32 bytes of key.
    expect(hash.startsWith(payloadHashing.prefix)).toBe(true)
    expect(hash.slice(payloadHashing.prefix.length)).toMatch(new RegExp(`^[0-9a-f]{${payloadHashing.keyLength * 2}}$`))
  })

  it('a successful login clears the failures of its address and account', async () => {
    const payload = await testPayload()
    const { username, password } = await createAdmin(payload)
    const address = freshAddress()
    for (let i = 0; i < throttleRules.pair.free - 1; i++)
      expect((await login(address, username, 'nope-nope')).status).toBe(401)
    expect((await login(address, username, password)).status).toBe(200)
    for (let i = 0; i < throttleRules.pair.free - 1; i++)
      expect((await login(address, username, 'nope-nope')).status).toBe(401)
    expect((await login(address, username, password)).status).toBe(200)
  })
})

describe("Payload's own login over HTTP", () => {
  it('is closed: the only way in is POST /api/login', async () => {
    const payload = await testPayload()
    const { username, password } = await createAdmin(payload)
    const { REST_POST } = await import('@payloadcms/next/routes')
    const { default: config } = await import('@payload-config')
    const res = await REST_POST(config)(
      new Request('http://site.test/api/cms/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(res.status).toBe(403)
    const body = await res.json()
    expect(JSON.stringify(body)).toContain('Log in through POST /api/login.')
    expect(body.token).toBeUndefined()
  })
})
