import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from '../axe'
import { adminHeaders } from '../contract/helpers'
import { waitForMail } from '../mailbox'
import { adminMessages } from '../site/messages'
import { confirmedSubscriber } from '../newsletter-subscriber'
import { followLink, signIn } from './session'

// The newsletter screen (/admin/newsletters): an edition written in English and Arabic, refused
// while incomplete, previewed, scheduled and cancelled, then sent to the subscribers of one
// language, whose edition is English (docs/decisions/036).

test.use({ viewport: { width: 1280, height: 900 } })

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A date and time some days ahead, as a date-and-time field takes it. */
const inDays = (days: number, hour: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`

const language = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Language of the text' }).getByRole('button', { name })

test('newsletter: an edition written in English and Arabic, previewed, scheduled and cancelled, then sent to the subscribers of one language', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // A reader of Japanese, for whom there is no Japanese edition: they get English.
  const reader = await confirmedSubscriber(request, 'ja')
  const subject = `Monsoon letter ${stamp()}`
  const headers = await adminHeaders(request)
  let id: number | undefined
  try {
    await signIn(page)
    await page.goto('/admin')
    await followLink(page, page.getByRole('link', { name: 'Manage Newsletter' }), /\/admin\/newsletters$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Newsletter' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'New edition' }).click()
    const panel = page.getByRole('region', { name: 'New edition' })
    await expect(panel).toBeVisible()

    // What the form refuses: no English subject, a button without its label or address.
    await panel.getByRole('button', { name: 'Add a block: Text' }).click()
    await panel.getByRole('button', { name: 'Add a block: Button' }).click()
    await panel.getByRole('button', { name: 'Save edition' }).click()
    await expect(panel.getByLabel('Subject (English)')).toHaveAccessibleDescription('Subject is required')
    await expect(panel.getByLabel('Button label')).toHaveAccessibleDescription(/Each button needs a label/)
    await expect(panel.getByLabel('Button address')).toHaveAccessibleDescription(/valid URL/)

    await panel.getByLabel('Subject (English)').fill(subject)
    await panel.getByLabel('Preheader (English)').fill('Floods, heat and what we learnt')
    await panel.getByRole('textbox', { name: 'Text', exact: true }).click()
    await page.keyboard.type('Our work this month.')
    await panel.getByLabel('Button label').fill('Read the report')
    await panel.getByLabel('Button address').fill('https://example.org/report')
    // The button first, then moved back below the text.
    await panel.getByRole('button', { name: 'Move up: block 2' }).click()
    await expect(panel.getByRole('group', { name: 'Block 1: Button' })).toBeVisible()
    await panel.getByRole('button', { name: 'Move down: block 1' }).click()
    await expect(panel.getByRole('group', { name: 'Block 2: Button' })).toBeVisible()

    // Arabic, started from the English blocks.
    await language(page, 'العربية').click()
    await expect(panel.getByText('No edition in العربية yet: its subscribers get the English one.')).toBeVisible()
    await panel.getByLabel('Subject (العربية)').fill('نشرة موسم الأمطار')
    await panel.getByRole('button', { name: 'Start from the English blocks' }).click()
    const arabicText = panel.getByRole('textbox', { name: 'Text', exact: true })
    await expect(arabicText).toHaveCSS('direction', 'rtl')
    // On a busy machine the editor may take the first keys before it holds the copied text: the
    // typing is checked, and done again until the text is the Arabic alone.
    await expect(async () => {
      await arabicText.click()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('عملنا هذا الشهر.')
      await expect(arabicText).toHaveText('عملنا هذا الشهر.', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await panel.getByLabel('Button label').fill('اقرأ التقرير')
    await language(page, 'English').click()

    // For the subscribers of Japanese only.
    await panel.getByRole('radio', { name: 'Subscribers of chosen languages' }).check()
    await panel.getByRole('button', { name: 'Save edition' }).click()
    await expect(panel.getByRole('group', { name: 'Languages' })).toHaveAccessibleDescription(
      'Choose at least one language.',
    )
    await panel.getByRole('checkbox', { name: '日本語' }).check()
    await panel.getByRole('button', { name: 'Save edition' }).click()
    await expect(page.getByText('Edition saved')).toBeVisible()

    const editor = page.getByRole('region', { name: 'Edit edition' })
    await expect(editor).toBeVisible()
    await expect(editor.getByLabel('Subject (English)')).toHaveValue(subject)
    await expect(language(page, 'العربية')).toContainText('(has text)')
    const saved = (
      (await (await request.get('/api/newsletters?limit=100', { headers })).json()).data as {
        id: number
        subject: string
      }[]
    ).find((e) => e.subject === subject)!
    id = saved.id
    const arabic = (await (await request.get(`/api/newsletters/${id}?locale=ar`, { headers })).json()).data
    expect(arabic).toMatchObject({ language: 'ar', translated: ['en', 'ar'], audience: 'languages', languages: ['ja'] })
    expect(arabic.body).toEqual([
      { type: 'text', html: expect.stringContaining('عملنا هذا الشهر.') },
      { type: 'button', label: 'اقرأ التقرير', url: 'https://example.org/report' },
    ])
    expect(await seriousViolations(page)).toEqual([])

    // The Arabic e-mail, right to left, at a phone's width and then a desktop's. (Shown on
    // demand; axe cannot look into its sandboxed frame, so it is closed again before the next check.)
    await editor.getByRole('button', { name: 'Preview' }).click()
    await editor.getByLabel('Language of the preview').selectOption({ label: 'العربية' })
    const frame = editor.locator('iframe')
    await expect(frame).toHaveAttribute('title', 'The e-mail in العربية, Phone (375 px)')
    await expect(frame).toHaveAttribute('sandbox', '')
    await expect(frame.contentFrame().locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(frame.contentFrame().getByText('عملنا هذا الشهر.')).toBeVisible()
    await editor.getByRole('button', { name: 'Desktop (700 px)' }).click()
    await expect(frame).toHaveAttribute('width', '700')
    await editor.getByLabel('Language of the preview').selectOption({ label: '日本語' })
    await expect(editor.getByText('No edition in 日本語: its subscribers get this English one.')).toBeVisible()
    await editor.getByRole('button', { name: 'Preview' }).click()
    await expect(frame).toHaveCount(0)

    // A test send: to the administrator's address, or a word that the account has none.
    await editor.getByRole('button', { name: 'Send test' }).click()
    await expect(page.getByText(/^Test sent to |^Your account has no e-mail address/)).toBeVisible()

    // Scheduled, then cancelled after a confirmation: a draft again.
    await editor.getByLabel(/^Send at/).fill(inDays(20, 9))
    await editor.getByRole('button', { name: 'Schedule', exact: true }).click()
    const scheduling = page.getByRole('dialog', { name: /^Schedule this edition for / })
    await expect(scheduling).toContainText(/Recipients now: \d+/)
    await scheduling.getByRole('button', { name: 'Schedule', exact: true }).click()
    await expect(editor.getByText(/^Scheduled for /)).toBeVisible()
    await editor.getByRole('button', { name: 'Cancel the schedule' }).click()
    const unscheduling = page.getByRole('dialog', { name: /^Cancel the schedule\?/ })
    await unscheduling.getByRole('button', { name: 'Cancel the schedule' }).click()
    await expect(page.getByText('Schedule cancelled: the edition is a draft again.')).toBeVisible()
    await expect(editor.getByText(/^Scheduled for /)).toHaveCount(0)

    // Sent now, after a confirmation that counts the readers of Japanese, who get English.
    await editor.getByRole('button', { name: 'Send now' }).click()
    const sending = page.getByRole('dialog', { name: 'Send this edition now?' })
    await expect(sending).toContainText(/Recipients now: [1-9]\d*/)
    await expect(sending).toContainText(/Of them, [1-9]\d* get the English edition/)
    await expect(sending.getByRole('row', { name: /^日本語/ })).toContainText('English (instead of theirs)')
    expect(await seriousViolations(page)).toEqual([])
    await sending.getByRole('button', { name: 'Send now' }).click()

    // Followed while it goes out, then its totals, read only.
    const done = page.getByRole('region', { name: `Edition: ${subject}` })
    await expect(done.locator('.nl-totals')).toContainText(/Recipients\s*[1-9]/, { timeout: 60_000 })
    await expect(done.getByLabel('Subject (English)')).toHaveCount(0)
    const mail = await waitForMail(reader, (m) => m.subject === subject)
    expect(mail.html).toContain('Our work this month.')
    await expect(done).toContainText(/Sent\s*[1-9]/)

    // The list shows it sent, with its figures.
    await page.reload()
    const card = page.getByRole('listitem').filter({ hasText: subject })
    await expect(card).toContainText('Sent')
    await expect(card).toContainText(/Recipients: [1-9]/)
    await expect(card.getByRole('button', { name: `Delete ${subject}` })).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
  } finally {
    if (id) await request.delete(`/api/newsletters/${id}`, { headers })
  }
})

test('newsletter: the screen in the Arabic panel, right to left, with its refusals in Arabic', async ({
  page,
  context,
  baseURL,
}) => {
  const ar = adminMessages('ar')
  await context.addCookies([{ name: 'payload-lng', value: 'ar', url: baseURL! }])
  await signIn(page)
  await page.goto('/admin/newsletters')
  await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
  await expect(page.getByRole('heading', { level: 1, name: ar.newsletters.manage })).toBeVisible()
  await page.getByRole('button', { name: ar.newsletters.newEdition }).click()
  const panel = page.getByRole('region', { name: ar.newsletters.newEdition })
  await panel.getByRole('button', { name: `${ar.newsletters.addBlock}: ${ar.newsletters.blockButton}` }).click()
  await panel.getByRole('button', { name: ar.newsletters.save }).click()
  await expect(panel.getByLabel(`${ar.newsletters.subject} (English)`)).toHaveAccessibleDescription(
    ar.validation.subjectRequired,
  )
  await expect(panel.getByLabel(ar.newsletters.buttonLabel)).toHaveAccessibleDescription(ar.validation.buttonLabel)
  expect(await seriousViolations(page)).toEqual([])
})
