import { Secret, TOTP } from 'otpauth'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { admin, from } from '../e2e/contract/helpers'

// The site-wide rule "every administrator must use two-step login", in Chromium, on the run's
// shared site. Turning it on logs out every account without two-step login (the worker
// administrators of the other projects included), so it runs here, where the ops tests run alone
// once the others are done; it is turned off again whatever happens.

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const codeAt = (key: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), period: 30 }).generate({ timestamp: at })

async function newAccount(request: APIRequestContext, auth: Record<string, string>) {
  const username = `rule-${stamp()}`
  const password = `${username}-delta-estuary`
  const res = await request.post('/api/users', { headers: auth, data: { username, password } })
  expect(res.status()).toBe(201)
  return { username, password }
}

async function setRule(request: APIRequestContext, token: string, on: boolean) {
  const res = await request.post('/api/cms/globals/site-settings', {
    headers: { Authorization: `JWT ${token}`, ...from() },
    data: { requireTwoStep: on },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test('with the rule on, an account without two-step login is taken to set it up after its password, and gets in once it has', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const boss = await request.post('/api/login', { data: admin, headers: from() })
  const auth = { Authorization: `Bearer ${(await boss.json()).data.token}` }

  // The one who turns the rule on must have two-step login: an account set up through the contract.
  const keeper = await newAccount(request, auth)
  const keeperLogin = await request.post('/api/login', { data: keeper, headers: from() })
  const keeperToken = (await keeperLogin.json()).data.token as string
  const bearer = { Authorization: `Bearer ${keeperToken}`, ...from() }
  const begun = await request.post('/api/two-step/totp', { headers: bearer, data: {} })
  const keeperKey = (await begun.json()).data.key as string
  const confirmed = await request.post('/api/two-step/totp/confirm', {
    headers: bearer,
    data: { code: codeAt(keeperKey) },
  })
  expect(confirmed.status()).toBe(201)

  const editor = await newAccount(request, auth)
  const before = await request.post('/api/login', { data: editor, headers: from() })
  const editorToken = (await before.json()).data.token as string

  await setRule(request, keeperToken, true)
  try {
    // Its session from before the rule has ended.
    expect((await request.get('/api/me', { headers: { Authorization: `Bearer ${editorToken}` } })).status()).toBe(401)

    await page.goto('/admin-login')
    await page.getByLabel('Username').fill(editor.username)
    await page.getByLabel('Password').fill(editor.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('heading', { name: 'Set up two-step login' })).toBeVisible()
    // Nothing else is open to it meanwhile: the back office sends it back to the login page.
    const elsewhere = await page.context().newPage()
    await elsewhere.goto('/admin')
    await expect(elsewhere).toHaveURL(/\/admin-login/)
    await elsewhere.close()

    await page.getByRole('button', { name: 'Use an authenticator app' }).click()
    await expect(page.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible()
    const key = (await page.locator('code[dir="ltr"]').textContent()) ?? ''
    expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/)
    await page.getByLabel('Code the app shows').fill(codeAt(key))
    await page.getByRole('button', { name: 'Turn on two-step login' }).click()
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10)
    await page.getByRole('button', { name: 'I have kept my recovery codes' }).click()
    await expect(page).toHaveURL(/\/admin(\/|$|\?)/)
    // The browser's own request, with its session cookie (Payload takes a cookie only from a browser's same-site request).
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/me')
      return { status: res.status, body: (await res.json()) as { data?: { username?: string } } }
    })
    expect(me.status).toBe(200)
    expect(me.body.data?.username).toBe(editor.username)
  } finally {
    await setRule(request, keeperToken, false)
  }
})
