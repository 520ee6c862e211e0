import fs from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { seriousViolations } from '../axe'
import { adminHeaders, from } from '../contract/helpers'
import { waitForMail } from '../mailbox'
import { followLink, signIn } from './session'
import { addVirtualAuthenticator } from './virtual-authenticator'

/*
 * The two-step login screen (/admin/two-step) and the accounts screen's reset, in Chromium. Each
 * test makes administrator accounts of its own (the worker's administrator only creates and
 * deletes them), and the site's rule that requires two-step login is never switched on: it would
 * log out the other worker's tests.
 */

type Account = { id: number; username: string; password: string; email: string }

let made = 0
/** A new administrator account, created by the worker's administrator through the contract. */
async function newAccount(request: APIRequestContext, prefix: string): Promise<Account> {
  const username = `${prefix}-${Date.now().toString(36)}${(made++).toString(36)}`
  const account = { username, password: `${username}-pass-7`, email: `${username}@e2e.example` }
  const res = await request.post('/api/users', {
    headers: { ...(await adminHeaders(request)), ...from() },
    data: { ...account, role: 'admin' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { ...account, id: ((await res.json()).data as { id: number }).id }
}

async function removeAccount(request: APIRequestContext, account: Account) {
  await request.delete(`/api/users/${account.id}`, { headers: { ...(await adminHeaders(request)), ...from() } })
}

/** The authenticator app of a key as the screen shows it (groups of four). */
const appOf = (key: string) => new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), period: 30 })

/** A password login through the contract: the token, or the ticket of its second step. */
async function logIn(request: APIRequestContext, account: Account) {
  const res = await request.post('/api/login', {
    data: { username: account.username, password: account.password },
    headers: from(),
  })
  return { status: res.status(), data: (await res.json()).data as { token?: string; ticket?: string } }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, ...from() })

/** Signs the browser in as `account` and opens the screen (each page with a client address of its own). */
async function openScreen(page: Page, account: Account) {
  await page.setExtraHTTPHeaders(from())
  await signIn(page, account)
  await page.goto('/admin/two-step')
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step login and sessions' })).toBeVisible()
  // Its parts show once it has read them in the browser: hydrated by then.
  await expect(page.getByRole('region', { name: 'Sessions', exact: true }).getByRole('table')).toBeVisible()
}

test('an authenticator app is set up on the screen, recovery codes are shown once, and a session ended there is refused at once', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'tsapp')
  try {
    await page.setExtraHTTPHeaders(from())
    await signIn(page, account)
    await page.goto('/admin')
    await followLink(page, page.getByRole('link', { name: 'Two-step login and sessions' }), /\/admin\/two-step$/)
    const status = page.getByRole('region', { name: 'Status', exact: true })
    await expect(status).toContainText('Two-step login for your account: Off')
    await expect(status).toContainText('The site does not require two-step login')
    // At 127.0.0.1 a passkey cannot be made: the screen says why instead of offering it.
    const passkeys = page.getByRole('region', { name: 'Passkeys', exact: true })
    await expect(passkeys).toContainText("Passkeys cannot be added at this address: they need the site's domain name")
    await expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Recovery codes', exact: true })).toContainText(
      'You get recovery codes when you set up your first authenticator app or passkey.',
    )

    const app = page.getByRole('region', { name: 'Authenticator app', exact: true })
    // The screen's parts show once it has read the status in the browser: hydrated by then.
    await app.getByRole('button', { name: 'Set up' }).click()
    await expect(app.getByRole('img', { name: 'QR code to add this site to an authenticator app' })).toBeVisible()
    expect(await app.getByRole('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    const keyText = app.getByTestId('totp-key')
    await expect(keyText).toHaveAttribute('dir', 'ltr')
    const key = (await keyText.textContent())!.trim()
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
    const codeField = app.getByLabel('Code from the app')
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')

    // Nothing typed, then a wrong code: said on the field.
    await app.getByRole('button', { name: 'Turn on' }).click()
    await expect(codeField).toHaveAccessibleDescription(/Enter the code from your app\./)
    const authenticator = appOf(key)
    const wrong = String((Number(authenticator.generate()) + 500_000) % 1_000_000).padStart(6, '0')
    await codeField.fill(wrong)
    await app.getByRole('button', { name: 'Turn on' }).click()
    await expect(codeField).toHaveAccessibleDescription(/This code does not match\./)
    await expect(codeField).toBeFocused()

    await codeField.fill(authenticator.generate())
    await app.getByRole('button', { name: 'Turn on' }).click()
    const shown = page.getByRole('region', { name: 'Your recovery codes', exact: true })
    await expect(shown).toContainText('they will not be shown again')
    const list = shown.getByRole('list', { name: 'Recovery codes' })
    await expect(list).toHaveAttribute('dir', 'ltr')
    await expect(list.getByRole('listitem')).toHaveCount(10)
    const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim())
    const download = page.waitForEvent('download')
    await shown.getByRole('button', { name: 'Download (.txt)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('recovery-codes-127.0.0.1.txt')
    const text = fs.readFileSync((await file.path())!, 'utf8')
    for (const code of codes) expect(text).toContain(code)

    await expect(status).toContainText('Two-step login for your account: On')
    await expect(app).toContainText('An authenticator app is set up.')
    await expect(page.getByRole('region', { name: 'Recovery codes', exact: true })).toContainText(
      'Recovery codes left: 10',
    )
    await shown.getByRole('button', { name: 'I have saved them' }).click()
    await expect(shown).toHaveCount(0)
    // Once dismissed, they are not shown again, even after a reload.
    await page.reload()
    await expect(status).toContainText('On')
    await expect(page.getByText(codes[0])).toHaveCount(0)

    // A second login elsewhere: the password, then a code of a later step (the one typed on the
    // screen is used up).
    const first = await logIn(request, account)
    expect(first.status).toBe(202)
    const second = await request.post('/api/login/second-step', {
      data: { ticket: first.data.ticket, code: authenticator.generate({ timestamp: Date.now() + 30_000 }) },
      headers: from(),
    })
    expect(second.status(), await second.text()).toBe(200)
    const otherToken = (await second.json()).data.token as string
    expect((await request.get('/api/sessions', { headers: bearer(otherToken) })).status()).toBe(200)

    await page.reload()
    const table = page.getByRole('table', { name: 'Your sessions' })
    await expect(table.getByRole('columnheader')).toHaveText(['Started', 'Browser', 'Network', 'How', 'Actions'])
    const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^End/ }) })
    await expect(rows).toHaveCount(2)
    const own = rows.filter({ hasText: 'This session' })
    await expect(own).toHaveCount(1)
    await expect(own).toContainText('Password')
    const other = rows.filter({ hasNotText: 'This session' })
    await expect(other).toContainText('Password and authenticator app')
    await other.getByRole('button', { name: /^End the session started / }).click()
    await expect(page.getByText('Session ended', { exact: true })).toBeVisible()
    // Its token is refused from its very next request.
    expect((await request.get('/api/sessions', { headers: bearer(otherToken) })).status()).toBe(401)
    await expect(rows).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'End all other sessions' })).toBeDisabled()

    // Ending this session logs out, after a confirmation.
    await own.getByRole('button', { name: 'End this session (log out)' }).click()
    const dialog = page.getByRole('dialog', { name: 'End this session?' })
    await dialog.getByRole('button', { name: 'End', exact: true }).click()
    await expect(page).toHaveURL(/\/admin-login/)
  } finally {
    await removeAccount(request, account)
  }
})

test('a passkey is added through the browser (a virtual authenticator, at localhost) and removed', async ({
  browser,
  baseURL,
  request,
}) => {
  const account = await newAccount(request, 'tskey')
  // WebAuthn refuses IP addresses: this test opens the site by name.
  const context = await browser.newContext({ baseURL: `http://localhost:${new URL(baseURL!).port}` })
  try {
    const page = await context.newPage()
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
    await openScreen(page, account)
    const passkeys = page.getByRole('region', { name: 'Passkeys', exact: true })
    await expect(passkeys).toContainText('No passkeys yet.')
    await passkeys.getByLabel('Name of the new passkey').fill('Field laptop')
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
    await expect(page.getByText('Passkey added. Your other sessions were ended.')).toBeVisible()
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)

    // The account's first factor: its recovery codes come with it.
    await expect(
      page.getByRole('region', { name: 'Your recovery codes', exact: true }).getByRole('listitem'),
    ).toHaveCount(10)
    await expect(page.getByRole('region', { name: 'Status', exact: true })).toContainText(
      'Two-step login for your account: On',
    )
    const item = passkeys.getByRole('listitem').filter({ hasText: 'Field laptop' })
    await expect(item).toContainText('Never used')

    await item.getByRole('button', { name: 'Remove the passkey Field laptop' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove the passkey “Field laptop”?' })
    await expect(dialog).toContainText('two-step login will be off')
    // Dismissed: nothing happens, and the focus goes back.
    await dialog.getByRole('button', { name: 'Keep it' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(item).toHaveCount(1)
    await item.getByRole('button', { name: 'Remove the passkey Field laptop' }).click()
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(page.getByText('Passkey removed')).toBeVisible()
    await expect(passkeys).toContainText('No passkeys yet.')
    await expect(page.getByRole('region', { name: 'Status', exact: true })).toContainText(
      'Two-step login for your account: Off',
    )
  } finally {
    await context.close()
    await removeAccount(request, account)
  }
})

test("another administrator removes an account's two-step login from the accounts screen", async ({
  page,
  browser,
  request,
}) => {
  const owner = await newAccount(request, 'tsowner')
  const helper = await newAccount(request, 'tshelp')
  try {
    // The owner sets up an authenticator app through the contract.
    const login = await logIn(request, owner)
    expect(login.status).toBe(200)
    const ownerToken = login.data.token!
    const begun = await request.post('/api/two-step/totp', { headers: bearer(ownerToken), data: {} })
    expect(begun.status(), await begun.text()).toBe(201)
    const { key } = (await begun.json()).data as { key: string }
    const confirmed = await request.post('/api/two-step/totp/confirm', {
      headers: bearer(ownerToken),
      data: { code: appOf(key).generate() },
    })
    expect(confirmed.status(), await confirmed.text()).toBe(201)

    await page.setExtraHTTPHeaders(from())
    await signIn(page, helper)
    await page.goto('/admin/admin-manager')
    const table = page.getByRole('table', { name: 'Admin accounts' })
    await expect(table.getByRole('columnheader')).toHaveText([
      'Username',
      'E-mail',
      'Name',
      'Role',
      'Two-step login',
      'Created',
      'Actions',
    ])
    const ownerRow = table.getByRole('row').filter({ hasText: owner.username })
    const helperRow = table.getByRole('row').filter({ hasText: helper.username })
    await expect(ownerRow.getByRole('cell').nth(3)).toHaveText('On')
    await expect(helperRow.getByRole('cell').nth(3)).toHaveText('Off')
    await expect(helperRow.getByRole('button', { name: /two-step/ })).toHaveCount(0)

    await ownerRow.getByRole('button', { name: `Remove two-step login of ${owner.username}` }).click()
    const dialog = page.getByRole('dialog', { name: `Remove the two-step login of ${owner.username}?` })
    await expect(dialog).toContainText('The account is told by e-mail')
    await expect(dialog).toContainText('all its sessions end')
    await dialog.getByRole('button', { name: 'Remove two-step login' }).click()
    await expect(page.getByText(`Two-step login of ${owner.username} removed`)).toBeVisible()
    await expect(ownerRow.getByRole('cell').nth(3)).toHaveText('Off')
    await expect(ownerRow.getByRole('button', { name: /two-step/ })).toHaveCount(0)

    // Once removed there is nothing left to remove; one's own is removed on one's own screen.
    const helperToken = await page.evaluate(() => localStorage.getItem('adminToken'))
    const again = await request.delete(`/api/users/${owner.id}/two-step`, { headers: bearer(helperToken!) })
    expect(again.status()).toBe(409)
    const own = await request.delete(`/api/users/${helper.id}/two-step`, { headers: bearer(helperToken!) })
    expect(own.status()).toBe(409)

    // The owner's sessions ended; told by e-mail; a password alone logs in again, and its screen says Off.
    expect((await request.get('/api/two-step', { headers: bearer(ownerToken) })).status()).toBe(401)
    const mail = await waitForMail(owner.email, (m) => /Two-step login was removed/.test(m.subject ?? ''))
    expect(mail.text).toContain(helper.username)
    const ownerContext = await browser.newContext()
    try {
      const ownerPage = await ownerContext.newPage()
      await openScreen(ownerPage, owner)
      await expect(ownerPage.getByRole('region', { name: 'Status', exact: true })).toContainText(
        'Two-step login for your account: Off',
      )
      await expect(ownerPage.getByRole('region', { name: 'Authenticator app', exact: true })).toContainText(
        'No authenticator app is set up.',
      )
    } finally {
      await ownerContext.close()
    }
  } finally {
    await removeAccount(request, owner)
    await removeAccount(request, helper)
  }
})

test('the two-step screen has no serious accessibility findings (WCAG 2.2 AA)', async ({ page, request }) => {
  const account = await newAccount(request, 'tsaxe')
  try {
    await openScreen(page, account)
    const app = page.getByRole('region', { name: 'Authenticator app', exact: true })
    await app.getByRole('button', { name: 'Set up' }).click()
    await app.getByRole('button', { name: 'Turn on' }).click()
    await expect(app.getByLabel('Code from the app')).toHaveAccessibleDescription(/Enter the code/)
    expect(await seriousViolations(page)).toEqual([])

    // The recovery codes on screen, then the confirmation to replace them.
    const key = (await app.getByTestId('totp-key').textContent())!
    await app.getByLabel('Code from the app').fill(appOf(key).generate())
    await app.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByRole('region', { name: 'Your recovery codes', exact: true })).toBeVisible()
    // Payload's toast fades in: checked half-faded, its text would fail the contrast rule.
    for (const toast of await page.locator('[data-sonner-toast]').all()) await expect(toast).toHaveCSS('opacity', '1')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Make new codes' }).click()
    await expect(page.getByRole('dialog', { name: 'Make new recovery codes?' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  } finally {
    await removeAccount(request, account)
  }
})
