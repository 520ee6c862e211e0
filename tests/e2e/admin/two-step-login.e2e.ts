import fs from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { seriousViolations } from '../axe'
import { adminHeaders, from } from '../contract/helpers'
import { addVirtualAuthenticator } from './virtual-authenticator'

/*
 * The login page's steps after the password (the server's side is tested by the contract).
 * Each test makes an administrator of its own and sets its second factor up through the API as
 * that account: the worker's administrators never get one, and the site-wide rule stays off
 * (turning it on would end the sessions of every account without a factor, the other worker's too).
 */

const stepMs = 30_000
const codeAt = (key: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), period: 30 }).generate({ timestamp })

/**
 * Waits, when needed, until a 30-second step has at least `ms` left: a test that uses the codes of
 * this step and the next then runs while the server still accepts both (one step of drift).
 */
async function stepWithTimeLeft(ms = 20_000) {
  const left = stepMs - (Date.now() % stepMs)
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 250))
}

type Account = { username: string; password: string }

/** A new administrator of the test's own, made by the worker's. */
async function newAdmin(request: APIRequestContext, name: string): Promise<Account> {
  const auth = await adminHeaders(request)
  const username = `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  const password = `${username}-Rk7-delta`
  const created = await request.post('/api/users', {
    headers: { ...auth, ...from() },
    data: { username, email: `${username}@e2e.example`, password, role: 'admin' },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { username, password }
}

/** The account's own Bearer header (it has no second factor yet, or this would be a 202). */
async function bearerOf(request: APIRequestContext, account: Account) {
  const login = await request.post('/api/login', { data: account, headers: from() })
  expect(login.status(), await login.text()).toBe(200)
  return { Authorization: `Bearer ${(await login.json()).data.token}` }
}

/**
 * Sets up an authenticator app for the account, as its owner through the API, confirmed with the
 * code of `confirmAt` (the previous step's leaves the current step's unused for a login).
 */
async function withAuthenticatorApp(request: APIRequestContext, account: Account, confirmAt = Date.now()) {
  const auth = await bearerOf(request, account)
  const begun = await request.post('/api/two-step/totp', { headers: { ...auth, ...from() }, data: {} })
  expect(begun.status(), await begun.text()).toBe(201)
  const { key } = (await begun.json()).data as { key: string }
  const confirmed = await request.post('/api/two-step/totp/confirm', {
    headers: { ...auth, ...from() },
    data: { code: codeAt(key, confirmAt) },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(201)
  const { recoveryCodes } = (await confirmed.json()).data as { recoveryCodes: string[] }
  expect(recoveryCodes).toHaveLength(10)
  return { key, recoveryCodes, auth }
}

/** The password step, through the page; the second step then shows, its heading focused. */
async function passwordStep(page: Page, account: Account, site = '') {
  await page.goto(`${site}/admin-login`)
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Two-step login' })).toBeFocused()
}

/** Logs the page's login out (its token, its session cookie) and forgets it. */
async function logOut(page: Page, site = '') {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'))
  expect(token).toMatch(/^ey/)
  const res = await page.request.post(`${site}/api/logout`, {
    headers: { Authorization: `Bearer ${token}`, ...from() },
  })
  expect(res.status(), await res.text()).toBe(200)
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code', exact: true })
const hint = 'The 6-digit code your authenticator app shows, or one of your recovery codes.'
const refused = 'That code was not accepted. Each code works once: wait for the next one, or use a recovery code.'
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')

test.beforeEach(async ({ page }) => {
  // A client address of the test's own: its refused codes count against no other test's limit.
  await page.setExtraHTTPHeaders(from())
})

test('an authenticator code completes the login once: the same code again is refused, the next one works', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const account = await newAdmin(request, 'totp')
  await stepWithTimeLeft()
  const { key } = await withAuthenticatorApp(request, account, Date.now() - stepMs)
  const now = Date.now()

  await passwordStep(page, account)
  await expect(page.getByRole('main').getByText('Your password was right.')).toBeVisible()
  await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(codeField(page)).toHaveAttribute('dir', 'ltr')
  await expect(codeField(page)).toHaveAccessibleDescription(hint)
  // Passkeys cannot work at an IP address: none is offered there.
  await expect(page.getByRole('button', { name: /passkey/ })).toHaveCount(0)
  // An empty code: the schema's message, on the field.
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(codeField(page)).toHaveAccessibleDescription(`${hint} Enter a code.`)
  await codeField(page).fill(codeAt(key, now))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have successfully logged in.')
  await expect(page).toHaveURL(/\/admin$/)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('adminUser') ?? 'null'))).toMatchObject({
    username: account.username,
  })
  await logOut(page)

  // The same code, replayed: refused, said on the field and in a toast; the visitor stays.
  await passwordStep(page, account)
  await codeField(page).fill(codeAt(key, now))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(codeField(page)).toHaveAccessibleDescription(`${hint} ${refused}`)
  await expect(codeField(page)).toBeFocused()
  await expect(toasts(page).filter({ hasText: refused })).toHaveAttribute('data-variant', 'destructive')
  await expect(page).toHaveURL(/\/admin-login$/)
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull()

  // The next step's code (the server accepts one step of drift).
  await codeField(page).fill(codeAt(key, now + stepMs))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

test('a recovery code works once; an expired login goes back to its password; the step passes axe', async ({
  page,
  request,
}) => {
  const account = await newAdmin(request, 'recovery')
  const { recoveryCodes } = await withAuthenticatorApp(request, account)

  // The login's ticket expires (5 minutes, shortened here): back to the password, the username kept.
  await passwordStep(page, account)
  await page.route('**/api/login/second-step', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      json: { success: false, code: 'login_expired', message: 'This login has expired. Please log in again.' },
    }),
  )
  await codeField(page).fill(recoveryCodes[0])
  await page.getByRole('button', { name: 'Continue' }).click()
  const expired = 'This login took too long. Please enter your password again.'
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(expired)
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(account.username)
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.unrouteAll()

  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Two-step login' })).toBeFocused()
  await codeField(page).fill(recoveryCodes[0])
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await logOut(page)

  // Used: refused the second time. The step with its error shown passes axe, light and dark (the
  // site picks its scheme as a page loads).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await passwordStep(page, account)
    await codeField(page).fill(recoveryCodes[0])
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(codeField(page)).toHaveAccessibleDescription(`${hint} ${refused}`)
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`))
    expect({ colorScheme, violations: await seriousViolations(page, 'main') }).toEqual({ colorScheme, violations: [] })
  }

  // Another code, typed in capitals and without its dash, still works.
  await codeField(page).fill(recoveryCodes[1].replace('-', '').toUpperCase())
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

/** Registers a passkey for the account in the page's virtual authenticator, through the API as its owner. */
async function registerPasskey(page: Page, auth: Record<string, string>) {
  const status = await page.evaluate(async (headers) => {
    const post = (path: string, body: unknown) =>
      fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const bytes = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    const text = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    const { data } = await (await post('/api/two-step/passkeys/options', {})).json()
    const options = data.options
    const credential = (await navigator.credentials.create({
      publicKey: {
        ...options,
        challenge: bytes(options.challenge),
        user: { ...options.user, id: bytes(options.user.id) },
        excludeCredentials: (options.excludeCredentials ?? []).map((c: { id: string }) => ({ ...c, id: bytes(c.id) })),
      },
    })) as PublicKeyCredential
    const answer = credential.response as AuthenticatorAttestationResponse
    const saved = await post('/api/two-step/passkeys', {
      challenge: data.challenge,
      label: 'Virtual authenticator',
      response: {
        id: credential.id,
        rawId: text(credential.rawId),
        type: credential.type,
        clientExtensionResults: credential.getClientExtensionResults(),
        response: {
          clientDataJSON: text(answer.clientDataJSON),
          attestationObject: text(answer.attestationObject),
          transports: answer.getTransports(),
        },
      },
    })
    return saved.status
  }, auth)
  expect(status).toBe(201)
}

test('a passkey: as the second step, and alone; not offered at an IP address', async ({ page, request, baseURL }) => {
  // WebAuthn refuses IP addresses, and the site's relying party is localhost.
  const site = `http://localhost:${new URL(baseURL!).port}`
  await addVirtualAuthenticator(page)
  const account = await newAdmin(request, 'passkey')
  const { auth } = await withAuthenticatorApp(request, account)
  await page.goto(`${site}/admin-login`)
  await registerPasskey(page, auth)

  // The second step: the code field and the passkey both offered.
  await passwordStep(page, account, site)
  await expect(page.getByRole('main').getByText('or', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Use a passkey' }).click()
  await expect(page).toHaveURL(new RegExp(`^${site}/admin$`))
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('adminUser') ?? 'null'))).toMatchObject({
    username: account.username,
  })
  await logOut(page, site)

  // A passkey alone: no username, no password. Twice, the first answer kept.
  const passkeyLogin = async () => {
    await page.goto(`${site}/admin-login`)
    const answer = page.waitForRequest((req) => req.url().endsWith('/api/login/passkey') && req.method() === 'POST')
    await page.getByRole('button', { name: 'Log in with a passkey' }).click()
    await expect(page).toHaveURL(new RegExp(`^${site}/admin$`))
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('adminUser') ?? 'null'))).toMatchObject({
      username: account.username,
    })
    await logOut(page, site)
    return (await answer).postDataJSON() as unknown
  }
  const first = await passkeyLogin()
  await passkeyLogin()
  // The first answer again, within its ticket's two minutes and after another was taken: refused.
  const replayed = await request.post(`${site}/api/login/passkey`, { data: first })
  expect(replayed.status()).toBe(401)
  expect((await replayed.json()).message).toBe('The passkey was not accepted.')

  // At the IP address the same account is offered its code only.
  await passwordStep(page, account)
  await expect(codeField(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0)
})

test('at an IP address the password step offers no passkey login; at localhost it does', async ({ page, baseURL }) => {
  await page.goto('/admin-login')
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('button', { name: /passkey/ })).toHaveCount(0)
  await page.goto(`http://localhost:${new URL(baseURL!).port}/admin-login`)
  await expect(page.getByRole('button', { name: 'Log in with a passkey' })).toBeVisible()
})

test('setting up an authenticator app when the site requires it (the API answered by the test): the QR code, a refused code, then the recovery codes once', async ({
  page,
  context,
}) => {
  // The site-wide rule is not switched on here (it would end the other worker's sessions): the
  // answers of the enrolment endpoints are the contract's, given by the test.
  const key = 'JBSW Y3DP EHPK 3PXP'
  const codes = ['abcde-fghjk', 'mnpqr-stuvw', '23456-789ab', 'cdefg-hjkmn']
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>`
  const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', json: body })
  const sent: Record<string, unknown>[] = []
  await page.route('**/api/login', (route) =>
    route.fulfill(
      json(202, {
        success: true,
        data: { step: 'enrol', ticket: 'enrol-ticket', expiresAt: new Date().toISOString(), methods: ['totp'] },
      }),
    ),
  )
  await page.route('**/api/two-step/totp', (route) => {
    sent.push(route.request().postDataJSON())
    return route.fulfill(
      json(201, {
        success: true,
        data: { key, uri: 'otpauth://totp/x', qrCode: `data:image/svg+xml;base64,${btoa(svg)}` },
      }),
    )
  })
  let tries = 0
  await page.route('**/api/two-step/totp/confirm', (route) => {
    sent.push(route.request().postDataJSON())
    return route.fulfill(
      tries++ === 0
        ? json(400, {
            success: false,
            code: 'validation_failed',
            message: 'Invalid input.',
            errors: {
              code: 'The code does not match. Check the time on your phone and type the code the app shows now.',
            },
          })
        : json(200, {
            success: true,
            data: { token: 'ey.test', exp: 1, user: { username: 'x' }, recoveryCodes: codes },
          }),
    )
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])

  await page.goto('/admin-login?lang=fr')
  await page.getByRole('textbox', { name: 'Nom d’utilisateur' }).fill('someone')
  await page.getByLabel('Mot de passe', { exact: true }).fill('whatever-it-is')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Configurer la connexion en deux étapes' })).toBeFocused()
  // Passkeys cannot work at an IP address: only the app is offered.
  await expect(page.getByRole('button', { name: /clé d’accès/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Utiliser une application d’authentification' }).click()
  await expect(page.getByRole('img', { name: /Code QR/ })).toBeVisible()
  await expect(page.getByText(key)).toHaveAttribute('dir', 'ltr')
  const code = page.getByRole('textbox', { name: 'Code affiché par l’application' })
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  await code.fill('123456')
  await page.getByRole('button', { name: 'Activer la connexion en deux étapes' }).click()
  await expect(code).toHaveAccessibleDescription(
    'Le code ne correspond pas. Vérifiez l’heure de votre téléphone et saisissez le code que l’application affiche maintenant.',
  )
  expect(await seriousViolations(page, 'main')).toEqual([])
  await code.fill('654321')
  await page.getByRole('button', { name: 'Activer la connexion en deux étapes' }).click()
  expect(sent).toEqual([
    { ticket: 'enrol-ticket' },
    { ticket: 'enrol-ticket', code: '123456' },
    { ticket: 'enrol-ticket', code: '654321' },
  ])

  // The recovery codes, once, before the back office; the login is stored already.
  await expect(page.getByRole('heading', { level: 2, name: 'Vos codes de secours' })).toBeFocused()
  const list = page.getByRole('list', { name: 'Vos codes de secours' })
  await expect(list).toHaveAttribute('dir', 'ltr')
  await expect(list.getByRole('listitem')).toHaveText(codes)
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBe('ey.test')
  await page.getByRole('button', { name: 'Copier les codes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copié.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${codes.join('\n')}\n`)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Télécharger les codes' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^recovery-codes-.*\.txt$/)
  expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(`${codes.join('\n')}\n`)
  expect(await seriousViolations(page, 'main')).toEqual([])
  await page.getByRole('button', { name: 'J’ai conservé mes codes de secours' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Vous êtes bien connecté.')
  await expect(page).toHaveURL(/\/admin/)
})
