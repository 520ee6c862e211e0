import fs from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { seriousViolations } from '../axe'
import { adminHeaders } from '../contract/helpers'
import { followLink, signIn } from './session'

// The events manager (/admin/events-manager): an event written in the back office, a draft
// previewed before it is published, and its registrations seen, changed and exported there.

test.use({ viewport: { width: 1280, height: 900 } })

const inDays = (days: number, hour: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`

test('events: one written in the back office (a draft previewed, then published) takes registrations, which the administrator sees, changes and downloads', async ({
  page,
  request,
}) => {
  // A whole story through the back office and the site: 30-45 s on an idle machine.
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const title = `Cyclone shelter workshop ${stamp}`
  const headers = await adminHeaders(request)
  let id: number | undefined
  try {
    await signIn(page)
    await page.goto('/admin')
    await followLink(page, page.getByRole('link', { name: 'Manage Events' }), /\/admin\/events-manager$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible()
    const form = page.getByRole('form', { name: 'New event' })

    // What the form refuses: no title, no times, an end before the start.
    await form.getByRole('button', { name: 'Save Event' }).click()
    await expect(form.getByLabel('Title (English)')).toHaveAccessibleDescription(/Title is required/)
    await expect(form.getByLabel('Starts')).toHaveAccessibleDescription(/Enter a date and time/)
    await form.getByLabel('Starts').fill(inDays(30, 13))
    await form.getByLabel('Ends').fill(inDays(30, 10))
    await form.getByRole('button', { name: 'Save Event' }).click()
    await expect(form.getByLabel('Ends')).toHaveAccessibleDescription(/The end must not be before the start/)
    expect(await seriousViolations(page)).toEqual([])

    await form.getByLabel('Title (English)').fill(title)
    await form.getByLabel('Summary (English)').fill('Planning shelters with the union councils.')
    await form.getByLabel('Venue (English)').fill('Cox’s Bazar')
    await form.getByRole('button', { name: 'العربية' }).click()
    await form.getByLabel('Title (العربية)').fill('ورشة عمل ملاجئ الأعاصير')
    await form.getByRole('button', { name: 'English' }).click()
    await form.getByLabel('Starts').fill(inDays(30, 10))
    await form.getByLabel('Ends').fill(inDays(30, 13))
    await form.getByRole('checkbox', { name: 'Disaster Risk Reduction' }).check()
    await form.getByLabel('Registration', { exact: true }).selectOption({ label: "With the site's form" })
    await form.getByLabel('Places').fill('1')
    // A draft first: visitors do not see it.
    await form.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Draft saved. The site still shows the published version.')).toBeVisible()
    const all = (await (await request.get('/api/events?limit=100&when=upcoming', { headers })).json()).data as {
      id: number
      title: string
      slug: string
      startsAt: string
    }[]
    const saved = all.find((e) => e.title === title)!
    id = saved.id
    // Typed on the organisation's clock (Dhaka, UTC+6), stored in UTC.
    expect(saved.startsAt).toBe(new Date(`${inDays(30, 10)}:00+06:00`).toISOString())
    expect((await request.get(`/api/events/${id}`)).status()).toBe(404)

    // The administrator previews the draft on the event's page, in the language being edited.
    const card = page.getByRole('listitem').filter({ hasText: title })
    await expect(card).toContainText('Not published')
    await card.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('form', { name: 'Edit event' })
    await edit.getByRole('button', { name: 'العربية' }).click()
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      edit.getByRole('link', { name: 'Preview' }).click(),
    ])
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('ورشة عمل ملاجئ الأعاصير')
    await preview.close()

    await edit.getByRole('button', { name: 'English' }).click()
    await edit.getByRole('button', { name: 'Save Event' }).click()
    await expect(page.getByRole('form', { name: 'New event' })).toBeVisible()
    expect((await request.get(`/api/events/${id}`)).status()).toBe(200)

    // Two visitors register: the one place, then the waiting list.
    const register = (name: string, email: string) =>
      request.post(`/api/events/${id}/registrations?locale=en`, { data: { name, email, organisation: 'BRAC' } })
    const first = `shelter-first-${stamp}@example.org`
    const second = `shelter-second-${stamp}@example.org`
    expect((await (await register('Nusrat Jahan', first)).json()).data.status).toBe('registered')
    expect((await (await register('Tanvir Hasan', second)).json()).data.status).toBe('waitlisted')

    await page.reload()
    const listed = page.getByRole('listitem').filter({ hasText: title })
    await expect(listed).toContainText('Places left: 0')
    await listed.getByRole('button', { name: `Registrations: ${title}` }).click()
    const panel = page.getByRole('region', { name: `Registrations: ${title}`, exact: true })
    await expect(panel).toContainText('Registered: 1 · Waiting list: 1 · Cancelled: 0')
    const row = (name: string) => panel.getByRole('row').filter({ hasText: name })
    await expect(row('Tanvir Hasan')).toContainText('Waiting list')
    expect(await seriousViolations(page)).toEqual([])

    // Off the waiting list (a mail tells them), and a cancellation (after a confirmation).
    await row('Tanvir Hasan').getByRole('button', { name: 'Give a place to Tanvir Hasan' }).click()
    await expect(page.getByText('Tanvir Hasan has a place and is told by e-mail')).toBeVisible()
    await expect(row('Tanvir Hasan')).toContainText('Registered')
    page.once('dialog', (dialog) => dialog.accept())
    await row('Nusrat Jahan').getByRole('button', { name: 'Cancel the registration of Nusrat Jahan' }).click()
    await expect(row('Nusrat Jahan')).toContainText('Cancelled')
    await expect(row('Nusrat Jahan').getByRole('button')).toHaveCount(0)
    await expect(panel).toContainText('Registered: 1 · Waiting list: 0 · Cancelled: 1')

    // The download is the contract's CSV, for this session only.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the registrations (CSV)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`event-${id}-registrations.csv`)
    const text = (await fs.readFile((await download.path())!)).toString('utf8')
    expect(text).toContain(`"Nusrat Jahan","${first}","BRAC","cancelled","en"`)
    expect(text).toContain(`"Tanvir Hasan","${second}","BRAC","registered","en"`)
  } finally {
    if (id) await request.delete(`/api/events/${id}`, { headers })
  }
})
