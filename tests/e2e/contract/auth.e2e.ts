import { expect, test } from './conformance'
import { admin, body, from } from './helpers'

test.describe('login, session and the current administrator', () => {
  test('POST /api/login returns a token and the user, never secrets, and sets the session cookie', async ({
    request,
  }) => {
    const res = await request.post('/api/login', { data: admin, headers: from() })
    expect(res.status()).toBe(200)
    const json = await body(res)
    expect(json.success).toBe(true)
    expect(json.data.token).toEqual(expect.any(String))
    expect(json.data.user).toMatchObject({ username: admin.username, role: 'admin' })
    for (const secret of ['hash', 'salt', 'resetPasswordToken', 'sessions', 'password']) {
      expect(json.data.user).not.toHaveProperty(secret)
    }
    const cookie = res.headers()['set-cookie'] ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
  })

  test('the same 401 for an unknown username and a wrong password', async ({ request }) => {
    const unknown = await request.post('/api/login', {
      data: { username: 'nobody-here', password: 'whatever' },
      headers: from(),
    })
    const wrong = await request.post('/api/login', {
      data: { username: admin.username, password: 'wrong-password' },
      headers: from(),
    })
    expect(unknown.status()).toBe(401)
    expect(wrong.status()).toBe(401)
    expect((await body(unknown)).message).toBe((await body(wrong)).message)
  })

  test.describe('login validation', () => {
    for (const [data, field, message] of [
      [{ username: '', password: 'x' }, 'username', 'Username is required'],
      [{ username: 'admin', password: '' }, 'password', 'Password is required'],
      [{}, 'username', 'Username is required'],
    ] as const) {
      test(`${JSON.stringify(data)}: 400 "${message}"`, async ({ request }) => {
        const res = await request.post('/api/login', { data, headers: from() })
        expect(res.status()).toBe(400)
        expect((await body(res)).errors[field]).toBe(message)
      })
    }
  })

  test('GET /api/me: 401 without a token, 401 with a bad one, the user with a good one', async ({ request }) => {
    expect((await request.get('/api/me')).status()).toBe(401)
    expect((await request.get('/api/me', { headers: { Authorization: 'Bearer not-a-token' } })).status()).toBe(401)
    const login = await body(await request.post('/api/login', { data: admin, headers: from() }))
    const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${login.data.token}` } })
    expect(me.status()).toBe(200)
    expect((await body(me)).data.username).toBe(admin.username)
  })

  test('POST /api/logout revokes the token', async ({ request }) => {
    const login = await body(await request.post('/api/login', { data: admin, headers: from() }))
    const auth = { Authorization: `Bearer ${login.data.token}` }
    expect((await request.post('/api/logout', { headers: auth })).status()).toBe(200)
    expect((await request.get('/api/me', { headers: auth })).status()).toBe(401)
  })

  test('login failures are throttled per client address, with the same answer', async ({ request }) => {
    const ip = from()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await request.post('/api/login', {
        data: { username: 'no-such-admin', password: 'guess' },
        headers: ip,
      })
      // The same message either way; the code says which (a screen chooses its words by it).
      expect(await body(res)).toEqual({
        success: false,
        code: res.status() === 401 ? 'invalid_credentials' : 'rate_limited',
        message: 'Invalid username or password.',
      })
      statuses.push(res.status())
    }
    // Three free failures; then the address must wait: 429 with Retry-After (tests/security covers the rest).
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401])
    expect(statuses).toContain(429)
  })

  test("the same login opens Payload's panel", async ({ page }) => {
    const res = await page.request.post('/api/login', { data: admin, headers: from() })
    expect(res.status()).toBe(200)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByText(/content items/i).first()).toBeVisible()
  })

  test('a cookie-authenticated write from another origin is refused', async ({ playwright, baseURL }) => {
    const context = await playwright.request.newContext({ baseURL })
    expect((await context.post('/api/login', { data: admin, headers: from() })).status()).toBe(200)
    // The cookie now rides along; same-origin reads work, a foreign Origin cannot write. (The
    // cookie is a browser's credential: like a browser, this client says where it comes from.)
    const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }
    expect((await context.get('/api/me', { headers: sameOrigin })).status()).toBe(200)
    // From a foreign Origin the cookie does not count at all (Payload's CSRF list), so the write
    // is refused as unauthenticated before the contract's own same-origin check (403) is reached.
    const crossSite = await context.post('/api/logout', { headers: { Origin: 'https://evil.example' } })
    expect(crossSite.status()).toBe(401)
    expect((await context.get('/api/me', { headers: sameOrigin })).status()).toBe(200)
    // Without any sign of where it comes from, the cookie alone is not accepted (Payload's CSRF list).
    expect((await context.get('/api/me')).status()).toBe(401)
    await context.dispose()
  })
})
