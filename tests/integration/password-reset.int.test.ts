import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as forgotRoute from '../../app/api/forgot-password/route'
import * as loginRoute from '../../app/api/login/route'
import * as meRoute from '../../app/api/me/route'
import * as resetRoute from '../../app/api/reset-password/route'
import { clientAddressHeader } from '../../src/security/client-address'
import { createAdmin } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

let octet = 0
const freshAddress = () => `192.0.2.${(octet++ % 250) + 1}`

type Route = {
  POST?: (req: NextRequest, ctx: undefined) => Promise<Response>
  GET?: (req: NextRequest, ctx: undefined) => Promise<Response>
}
async function call(
  route: Route,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; address?: string } = {},
) {
  const method = init.body === undefined ? 'GET' : 'POST'
  const req = new NextRequest(new URL(path, 'http://site.test'), {
    method,
    headers: {
      'content-type': 'application/json',
      [clientAddressHeader]: init.address ?? freshAddress(),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const res = await (method === 'GET' ? route.GET! : route.POST!)(req, undefined)
  return { status: res.status, body: await res.json(), headers: res.headers }
}

describe('password reset by e-mail', () => {
  let payload: Payload
  const mailsTo = async (to: string) =>
    (
      await payload.find({
        collection: 'mail-outbox',
        where: { to: { equals: to } },
        sort: 'createdAt',
        overrideAccess: true,
        limit: 50,
      })
    ).docs
  const withEmail = async () => {
    const admin = await createAdmin(payload)
    const email = `${admin.username}@org.example`
    await payload.update({ collection: 'users', id: admin.user.id, data: { email }, overrideAccess: true })
    return { ...admin, email }
  }
  const tokenIn = (text: string) => /\/admin-reset\?token=([0-9a-f]+)/.exec(text)?.[1]

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('mails a link in the chosen language; following it sets the password, ends the other sessions, works once and tells the owner', async () => {
    const admin = await withEmail()
    const before = await call(loginRoute, '/api/login', {
      body: { username: admin.username, password: admin.password },
    })
    expect(before.status).toBe(200)
    const oldToken = before.body.data.token as string

    const asked = await call(forgotRoute, '/api/forgot-password', {
      body: { email: admin.email.toUpperCase(), locale: 'fr' },
    })
    expect(asked.status).toBe(200)
    const [mail] = (await mailsTo(admin.email)).filter((m) => m.subject.includes('mot de passe'))
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe pour Recherche climatique et humanitaire')
    expect(mail.html).toContain('<html lang="fr" dir="ltr">')
    expect(mail.text).toContain(admin.username)
    const token = tokenIn(mail.text)!
    expect(token).toMatch(/^[0-9a-f]{40}$/)
    expect(mail.text).toContain(`/admin-reset?token=${token}&lang=fr`)

    const reset = await call(resetRoute, '/api/reset-password', { body: { token, password: 'monsoon-delta-2031' } })
    expect(reset.status).toBe(200)
    expect(reset.body.data.message).toBe('Your password has been changed. You can now log in with it.')

    // The session from before the reset is over; the new password logs in, the old one does not.
    expect((await call(meRoute, '/api/me', { headers: { authorization: `Bearer ${oldToken}` } })).status).toBe(401)
    expect(
      (await call(loginRoute, '/api/login', { body: { username: admin.username, password: admin.password } })).status,
    ).toBe(401)
    const after = await call(loginRoute, '/api/login', {
      body: { username: admin.username, password: 'monsoon-delta-2031' },
    })
    expect(after.status).toBe(200)
    expect(
      (await call(meRoute, '/api/me', { headers: { authorization: `Bearer ${after.body.data.token}` } })).status,
    ).toBe(200)

    // Single use.
    const again = await call(resetRoute, '/api/reset-password', { body: { token, password: 'another-river-2032' } })
    expect(again.status).toBe(400)
    expect(again.body.errors.token).toBe('This reset link is invalid or has expired. Please ask for a new one.')

    const notices = (await mailsTo(admin.email)).filter((m) => m.subject === 'Your back-office password was changed')
    expect(notices).toHaveLength(1)
  })

  it('answers the same for an address no account has, and mails nothing', async () => {
    const nobody = `${unique('nobody')}@org.example`
    const res = await call(forgotRoute, '/api/forgot-password', { body: { email: nobody } })
    expect(res.status).toBe(200)
    const known = await withEmail()
    const other = await call(forgotRoute, '/api/forgot-password', { body: { email: known.email } })
    expect(other.body).toEqual(res.body)
    expect(await mailsTo(nobody)).toHaveLength(0)
  })

  it("writes the mail in the visitor's language when the form names none (cookie, then Accept-Language, then English)", async () => {
    const admin = await withEmail()
    await call(forgotRoute, '/api/forgot-password', {
      body: { email: admin.email },
      headers: { 'accept-language': 'ar-SA,ar;q=0.9' },
    })
    const resetMail = async (to: string) => (await mailsTo(to)).find((m) => m.text.includes('/admin-reset?token='))!
    const ar = await resetMail(admin.email)
    expect(ar.html).toContain('<html lang="ar" dir="rtl">')
    const second = await withEmail()
    await call(forgotRoute, '/api/forgot-password', {
      body: { email: second.email },
      headers: { cookie: 'locale=ja', 'accept-language': 'ar' },
    })
    expect((await resetMail(second.email)).html).toContain('<html lang="ja" dir="ltr">')
  })

  it('keeps the administrator password rules, without using up the link', async () => {
    const admin = await withEmail()
    await call(forgotRoute, '/api/forgot-password', { body: { email: admin.email } })
    const token = tokenIn((await mailsTo(admin.email)).at(-1)!.text)!
    for (const [password, message] of [
      ['short', 'Password must be at least 6 characters'],
      ['password123', 'This password is too common. Choose a less predictable one.'],
      [admin.username.toUpperCase(), 'The password must not be the username.'],
    ]) {
      const res = await call(resetRoute, '/api/reset-password', { body: { token, password } })
      expect(res.status).toBe(400)
      expect(res.body.errors.password).toBe(message)
    }
    expect(
      (await call(resetRoute, '/api/reset-password', { body: { token, password: 'cyclone-shelter-88' } })).status,
    ).toBe(200)
  })

  it('refuses a link older than an hour', async () => {
    const admin = await withEmail()
    await call(forgotRoute, '/api/forgot-password', { body: { email: admin.email } })
    const token = tokenIn((await mailsTo(admin.email)).at(-1)!.text)!
    await payload.db.drizzle.execute(
      sql`UPDATE "users" SET "reset_password_expiration" = now() - interval '1 minute' WHERE "id" = ${admin.user.id}`,
    )
    const res = await call(resetRoute, '/api/reset-password', { body: { token, password: 'cyclone-shelter-88' } })
    expect(res.status).toBe(400)
    expect(res.body.errors.token).toBeTruthy()
  })

  it('is throttled like login: a burst from one address gets 429 with Retry-After', async () => {
    const address = freshAddress()
    const email = `${unique('target')}@org.example`
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await call(forgotRoute, '/api/forgot-password', { body: { email }, address })).status)
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
    expect(statuses.slice(3)).toContain(429)
    const guesser = freshAddress()
    const guesses: number[] = []
    for (let i = 0; i < 3; i++)
      guesses.push(
        (
          await call(resetRoute, '/api/reset-password', {
            body: { token: `guess${i}`, password: 'whatever-123' },
            address: guesser,
          })
        ).status,
      )
    expect(guesses).toEqual([400, 400, 400])
    const throttled = await call(resetRoute, '/api/reset-password', {
      body: { token: 'guess-more', password: 'whatever-123' },
      address: guesser,
    })
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('tells an administrator at the old and the new address when the e-mail address changes', async () => {
    const admin = await withEmail()
    const next = `${unique('moved')}@org.example`
    await payload.update({ collection: 'users', id: admin.user.id, data: { email: next }, overrideAccess: true })
    for (const to of [admin.email, next]) {
      const notices = (await mailsTo(to)).filter(
        (m) =>
          m.subject === 'The e-mail address of your back-office account was changed' &&
          m.text.includes(`from ${admin.email}`),
      )
      expect(notices).toHaveLength(1)
      expect(notices[0].text).toContain(`from ${admin.email} to ${next}`)
    }
    // Changing the first name tells nobody anything.
    const count = (await mailsTo(next)).length
    await payload.update({ collection: 'users', id: admin.user.id, data: { firstName: 'Nadia' }, overrideAccess: true })
    expect(await mailsTo(next)).toHaveLength(count)
  })

  it('forgets a reset link asked for before the password or the e-mail address changed', async () => {
    for (const change of ['password', 'email'] as const) {
      const admin = await withEmail()
      expect((await call(forgotRoute, '/api/forgot-password', { body: { email: admin.email } })).status).toBe(200)
      const token = tokenIn((await mailsTo(admin.email)).find((m) => m.text.includes('/admin-reset?token='))!.text)!
      const data =
        change === 'password' ? { password: 'river-basin-2044' } : { email: `${unique('moved')}@org.example` }
      await payload.update({ collection: 'users', id: admin.user.id, data, overrideAccess: true })
      const reset = await call(resetRoute, '/api/reset-password', { body: { token, password: 'tidal-surge-2052' } })
      expect(reset.status, change).toBe(400)
      expect(reset.body.errors).toHaveProperty('token')
    }
  })
  it('a new request does not revoke a pending link: the same link is mailed again (second review, row 9)', async () => {
    const admin = await withEmail()
    await call(forgotRoute, '/api/forgot-password', { body: { email: admin.email } })
    // Someone else, who only knows the address, asks again (and again).
    await call(forgotRoute, '/api/forgot-password', { body: { email: admin.email } })
    await call(forgotRoute, '/api/forgot-password', { body: { email: admin.email } })
    const tokens = (await mailsTo(admin.email)).map((m) => tokenIn(m.text)).filter(Boolean)
    expect(tokens).toHaveLength(3)
    expect(new Set(tokens).size).toBe(1)
    const reset = await call(resetRoute, '/api/reset-password', {
      body: { token: tokens[0], password: 'estuary-mangrove-2033' },
    })
    expect(reset.status).toBe(200)
    // Used: the next request makes a new link.
    await call(forgotRoute, '/api/forgot-password', { body: { email: admin.email } })
    const after = (await mailsTo(admin.email)).map((m) => tokenIn(m.text)).filter(Boolean)
    expect(after.at(-1)).not.toBe(tokens[0])
  })

  it('the activity log records the request, the reset and a change of password or e-mail address (second review, row 9)', async () => {
    const admin = await withEmail()
    const entries = async () =>
      (
        await payload.find({
          collection: 'activity',
          where: { docId: { equals: String(admin.user.id) }, resource: { equals: 'users' } },
          sort: 'createdAt',
          overrideAccess: true,
          limit: 50,
        })
      ).docs.map((d) => d.action)
    await call(forgotRoute, '/api/forgot-password', { body: { email: admin.email } })
    const token = tokenIn((await mailsTo(admin.email)).at(-1)!.text)!
    await call(resetRoute, '/api/reset-password', { body: { token, password: 'tidal-surge-2034' } })
    expect(await entries()).toEqual(expect.arrayContaining(['password-reset-request', 'password-reset']))
    const other = await createAdmin(payload)
    await payload.update({
      collection: 'users',
      id: admin.user.id,
      data: { password: 'cyclone-shelter-2035' },
      overrideAccess: false,
      user: other.user,
    })
    await payload.update({
      collection: 'users',
      id: admin.user.id,
      data: { email: `moved-${admin.email}` },
      overrideAccess: false,
      user: other.user,
    })
    expect(await entries()).toEqual(
      expect.arrayContaining(['password-reset-request', 'password-reset', 'password-change', 'email-change']),
    )
  })
})
