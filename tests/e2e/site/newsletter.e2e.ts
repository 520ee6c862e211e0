import { expect, test } from '@playwright/test'
import { adminHeaders, body, from } from '../contract/helpers'
import { signIn } from '../admin/session'
import { rawHeader, waitForMail } from '../mailbox'
import { formMessages, newsletterMessages } from './messages'

// The whole walk: subscribe on the site in French → the confirmation mail in French, received
// by a real SMTP server → confirm → one-click unsubscribe → the Inbox shows it unsubscribed.

const fr = formMessages('fr')
const frNews = newsletterMessages('fr')

// The run's SMTP server (tests/e2e/mail-catcher.ts, started by scripts/e2e.ts) keeps what it receives.
const mailWith = (email: string, subject: string) => waitForMail(email, (mail) => mail.subject === subject)
test.use({ viewport: { width: 1280, height: 900 } })

const address = (tag: string) => `${tag}.${Date.now()}@example.org`
/** The link of a mail's plain text to `path`, as a URL. */
const linkIn = (text: string, path: string) => new URL(text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))![0])

async function subscribeInFrench(page: import('@playwright/test').Page, email: string) {
  await page.goto('/?lang=fr#get-in-touch')
  const form = page.getByRole('region', { name: fr.newsletter.title })
  await form.scrollIntoViewIfNeeded()
  await form.getByRole('textbox', { name: new RegExp(`^${fr.newsletter.name}`) }).fill('Amélie Durand')
  await form.getByRole('textbox', { name: new RegExp(`^${fr.newsletter.email}`) }).fill(email)
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: fr.newsletter.submit }).click()
  await expect(page.getByText(fr.newsletter.successTitle, { exact: true })).toBeVisible()
}

async function subscription(request: import('@playwright/test').APIRequestContext, email: string) {
  const auth = (await adminHeaders(request)).Authorization.replace('Bearer', 'JWT')
  const list = await body(
    await request.get(`/api/cms/newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: { Authorization: auth },
    }),
  )
  return list.docs[0]?.subscription as string | undefined
}

test("subscribe in French → French confirmation mail → its page's button confirms (opening it does not) → one-click unsubscribe → the Inbox shows it unsubscribed", async ({
  page,
  request,
}) => {
  const email = address('amelie')
  await subscribeInFrench(page, email)
  expect(await subscription(request, email)).toBe('pending')

  const mail = await mailWith(email, frNews.mail.confirm.subject)
  expect(mail.html).toContain('<html lang="fr" dir="ltr">')
  expect(mail.text).toContain('Bonjour,')
  expect(mail.text).not.toContain('Amélie')
  expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

  // The mail's link, followed in the browser (as a mail gateway's scanner would): a French page
  // with a button, and nothing confirmed yet. Only the button (a POST) confirms.
  const confirm = linkIn(mail.text as string, '/newsletter/confirm')
  await page.goto(`${confirm.pathname}${confirm.search}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1, name: frNews.pages.confirm.title })).toBeVisible()
  await page.reload()
  expect(await subscription(request, email)).toBe('pending')
  await page.getByRole('button', { name: frNews.pages.confirm.button }).click()
  await expect(page.getByRole('heading', { level: 1, name: frNews.pages.confirm.doneHeading })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect(await subscription(request, email)).toBe('confirmed')

  // What a mail program's "Unsubscribe" does (RFC 8058): POST List-Unsubscribe=One-Click to the header's URL.
  const oneClick = new URL(rawHeader(mail, 'List-Unsubscribe')!.slice(1, -1))
  const res = await request.post(`${oneClick.pathname}${oneClick.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: from(),
  })
  expect(res.status()).toBe(200)
  const notice = await mailWith(email, frNews.mail.unsubscribed.subject)
  expect(notice.html).toContain('<html lang="fr" dir="ltr">')

  // The Inbox: the row says Unsubscribed.
  await signIn(page)
  await page.goto(`/admin/collections/newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`)
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Unsubscribed')

  // The dashboard counts each state, each count a link to the filtered list.
  await page.goto('/admin')
  const counts = page.getByRole('list', { name: 'Newsletter subscriptions' })
  const unsubscribed = counts.getByRole('link', { name: /^Unsubscribed: \d+$/ })
  expect(Number((await unsubscribed.textContent())!.match(/\d+/)![0])).toBeGreaterThanOrEqual(1)
  await expect(counts.getByRole('link', { name: /^Pending confirmation: \d+$/ })).toBeVisible()
  await expect(counts.getByRole('link', { name: /^Confirmed: \d+$/ })).toBeVisible()
  await unsubscribed.click()
  await expect(page).toHaveURL(
    /where%5Bsubscription%5D%5Bequals%5D=unsubscribed|where\[subscription\]\[equals\]=unsubscribed/,
  )
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1)
})

test("the mail's visible unsubscribe link opens a French page whose button unsubscribes (opening it does not)", async ({
  page,
  request,
}) => {
  const email = address('bouton')
  await subscribeInFrench(page, email)
  const mail = await mailWith(email, frNews.mail.confirm.subject)
  const visible = linkIn(mail.text as string, '/newsletter/unsubscribe')
  expect(visible.searchParams.get('lang')).toBe('fr')

  await page.goto(`${visible.pathname}${visible.search}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1, name: frNews.pages.unsubscribe.title })).toBeVisible()
  expect(await subscription(request, email)).toBe('pending')

  await page.getByRole('button', { name: frNews.pages.unsubscribe.button }).click()
  await expect(page.getByRole('heading', { level: 1, name: frNews.pages.unsubscribe.doneHeading })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect(await subscription(request, email)).toBe('unsubscribed')
})

test('a link that is not valid says so, in the language it names', async ({ page }) => {
  await page.goto(`/newsletter/confirm?token=${'A'.repeat(43)}&lang=fr`)
  await expect(page.getByRole('heading', { level: 1, name: frNews.pages.invalidHeading })).toBeVisible()
  await page.goto('/newsletter/unsubscribe?lang=fr')
  await expect(page.getByRole('heading', { level: 1, name: frNews.pages.invalidHeading })).toBeVisible()
})
