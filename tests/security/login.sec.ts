import { admin, expect, jsonBody, test } from './fixtures'
import { freshLoopback } from './http'

/** One message for every refusal; the code says whether it was the credentials or the throttle. */
const refused = (status: number) => ({
  success: false,
  code: status === 401 ? 'invalid_credentials' : 'rate_limited',
  message: 'Invalid username or password.',
})

test.describe('logins throttle attackers, never accounts', () => {
  test("an attacker's failures from one address leave the administrator able to log in from another", async ({
    direct,
  }) => {
    const attacker = freshLoopback()
    const statuses: number[] = []
    // Guess until the address has been throttled and has just failed once more: it must now wait.
    for (let i = 0; i < 30; i++) {
      const res = await direct.send({
        method: 'POST',
        path: '/api/login',
        from: attacker,
        ...jsonBody({ username: admin.username, password: `guess-${i}` }),
      })
      expect(res.json()).toEqual(refused(res.status))
      statuses.push(res.status)
      if (res.status === 401 && statuses.includes(429)) break
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401])
    // Even the right password is refused from the guessing address for now, with the same answer...
    const fromAttacker = await direct.send({ method: 'POST', path: '/api/login', from: attacker, ...jsonBody(admin) })
    expect(fromAttacker.status).toBe(429)
    expect(fromAttacker.json()).toEqual(refused(429))
    expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThan(0)
    // ...while the administrator, elsewhere, logs in at once.
    const fromAdmin = await direct.send({
      method: 'POST',
      path: '/api/login',
      from: freshLoopback(),
      ...jsonBody(admin),
    })
    expect(fromAdmin.status).toBe(200)
    expect(fromAdmin.json().data.user.username).toBe(admin.username)
  })

  test('an unknown account, a wrong password and a throttled address get the same message in comparable time', async ({
    direct,
  }) => {
    const timed = async (from: string, username: string, password: string) => {
      const started = Date.now()
      const res = await direct.send({ method: 'POST', path: '/api/login', from, ...jsonBody({ username, password }) })
      return { ms: Date.now() - started, status: res.status, body: res.json() }
    }
    const unknown = await timed(freshLoopback(), `ghost-${Date.now()}`, 'not-the-password')
    const wrong = await timed(freshLoopback(), admin.username, 'not-the-password')
    // Fail until the address is held back, then fail once more when it may: the next try must wait.
    const attacker = freshLoopback()
    let seen429 = false
    for (let i = 0; i < 30; i++) {
      const answer = await timed(attacker, admin.username, `again-${i}`)
      if (answer.status === 429) seen429 = true
      else if (seen429) break
    }
    const throttled = await timed(attacker, admin.username, 'not-the-password')
    expect([unknown.status, wrong.status, throttled.status]).toEqual([401, 401, 429])
    for (const answer of [unknown, wrong, throttled]) expect(answer.body).toEqual(refused(answer.status))
    const times = [unknown.ms, wrong.ms, throttled.ms]
    expect(Math.min(...times)).toBeGreaterThanOrEqual(550)
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(500)
  })

  test('forgotten-password and reset calls of Payload are closed too', async ({ direct }) => {
    for (const path of ['/api/cms/users/forgot-password', '/api/cms/users/reset-password']) {
      const res = await direct.send({
        method: 'POST',
        path,
        from: freshLoopback(),
        ...jsonBody({ email: 'someone@example.org', token: 'x', password: 'whatever-123' }),
      })
      expect(res.status, path).toBe(403)
    }
  })

  test("Payload's own REST and GraphQL logins are closed", async ({ direct }) => {
    const rest = await direct.send({
      method: 'POST',
      path: '/api/cms/users/login',
      from: freshLoopback(),
      ...jsonBody(admin),
    })
    expect(rest.status).toBe(403)
    expect(rest.text).toContain('Log in through POST /api/login.')
    expect(rest.headers['set-cookie']).toBeUndefined()
    const graphql = await direct.send({
      method: 'POST',
      path: '/api/cms/graphql',
      from: freshLoopback(),
      ...jsonBody({
        query: `mutation { loginUser(email: "admin@example.org", username: ${JSON.stringify(admin.username)}, password: ${JSON.stringify(admin.password)}) { token } }`,
      }),
    })
    // Closed to anyone without a login altogether (second review, row 2).
    expect(graphql.status).toBe(401)
    expect(graphql.text).toContain('Log in through POST /api/login.')
    expect(graphql.json().data?.loginUser?.token ?? null).toBeNull()
  })
})
