import fs from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { adminHeaders, from } from '../contract/helpers'
import { signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

test('inbox: a new contact message is found from the dashboard, marked read and exported as CSV', async ({ page, request }) => {
  const stamp = Date.now()
  const subject = `Flood early warning ${stamp}`
  const sent = await request.post('/api/contact', {
    headers: from(),
    data: { name: 'Nusrat Jahan', email: `nusrat.${stamp}@example.org`, subject, message: 'Could we discuss a flood early-warning pilot, "phase one"?' },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  // Payload's own REST (/api/cms) takes the contract's token as `JWT <token>`, as in the contract tests.
  const headers = { Authorization: (await adminHeaders(request)).Authorization.replace('Bearer', 'JWT') }
  let id: string | undefined
  try {
    await signIn(page)
    await page.goto('/admin')
    await page.getByRole('link', { name: /New contact messages: \d+/ }).click()
    // The first list view of a cold server can take a while to render.
    await expect(page).toHaveURL(/\/admin\/collections\/contact-messages\?.*where.*status.*equals.*=new/, { timeout: 45_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible()

    // Newest first: the message just sent is in the first row.
    await expect(page.getByRole('row').nth(1)).toContainText(subject)
    await page.getByRole('link', { name: subject }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/contact-messages\/\d+/)
    id = page.url().match(/contact-messages\/(\d+)/)![1]

    // The status is a select in the sidebar (react-select, as in Payload's own tests).
    const status = page.locator('#field-status')
    await expect(status).toContainText('New')
    await status.locator('.rs__control').click()
    await page.locator('.rs__option', { hasText: /^Read$/ }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible()
    const stored = await request.get(`/api/cms/contact-messages/${id}`, { headers })
    expect((await stored.json()).status).toBe('read')

    // No longer new: the dashboard's filtered list leaves it out.
    await page.goto('/admin/collections/contact-messages?where[status][equals]=new')
    await expect(page.getByRole('link', { name: subject })).toHaveCount(0)

    // CSV export from the list's menu (the import/export plugin's drawer), downloaded directly.
    await page.goto('/admin/collections/contact-messages')
    await expect(page.getByRole('link', { name: subject })).toBeVisible()
    await page.getByRole('button', { name: 'More options' }).click()
    await page.getByText('Export Contact messages', { exact: true }).click()
    await page.getByLabel('File name').fill(`inbox-${stamp}`)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`inbox-${stamp}-contact-messages.csv`)
    const csv = await fs.readFile((await download.path())!, 'utf8')
    // A byte-order mark first, so that spreadsheets read the file as UTF-8.
    const [header] = csv.replace(/^\uFEFF/, '').split(/\r?\n/)
    expect(header.split(',')).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message', 'status', 'receivedAt']))
    const row = csv.split(/\r?\n/).find((line) => line.includes(subject))
    expect(row).toContain(`nusrat.${stamp}@example.org`)
    expect(row).toContain('"Could we discuss a flood early-warning pilot, ""phase one""?"')
    expect(row).toContain(',read,')
  } finally {
    if (id) await request.delete(`/api/cms/contact-messages/${id}`, { headers })
  }
})

test('panel language: an administrator switches to Arabic in the account settings and the panel turns right-to-left', async ({ page, context, baseURL }) => {
  await signIn(page)
  await page.goto('/admin/account')
  await expect(page.locator('html')).toHaveAttribute('dir', /^ltr$/i)
  await page.getByLabel('Language').click()
  await page.locator('.rs__option', { hasText: 'العربية' }).click()
  // Payload keeps the choice in its `payload-lng` cookie.
  await expect.poll(async () => (await context.cookies(baseURL)).find((c) => c.name === 'payload-lng')?.value).toBe('ar')

  await page.goto('/admin/collections/contact-messages')
  await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1, name: 'رسائل التواصل' })).toBeVisible()
  await expect(page.getByText('صندوق الوارد').first()).toBeVisible()
})

test('panel language: Bengali (Payload names it bn-BD) stays left-to-right with the Inbox in Bengali', async ({ page, context, baseURL }) => {
  await signIn(page)
  await context.addCookies([{ name: 'payload-lng', value: 'bn-BD', url: baseURL! }])
  await page.goto('/admin/collections/newsletter-subscriptions')
  await expect(page.locator('html')).toHaveAttribute('dir', /^ltr$/i)
  await expect(page.getByRole('heading', { level: 1, name: 'নিউজলেটার সাবস্ক্রিপশনসমূহ' })).toBeVisible()
})
