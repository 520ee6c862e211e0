import { expect, test } from '@playwright/test'
import { seriousViolations } from '../axe'
import { adminHeaders } from '../contract/helpers'
import { onePagePdf } from '../../helpers/pdf'
import { followLink, signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

const pdfFile = async (name: string, text: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: await onePagePdf(text),
})

test('publications: one uploaded with its PDF shows in the library and on its page, is featured and moved first, hidden, then deleted', async ({
  page,
  request,
}) => {
  // A whole story through the back office and the site: 30-45 s on an idle machine.
  test.setTimeout(120_000)
  const title = `Mangrove carbon stocks ${Date.now().toString(36)}`
  const headers = await adminHeaders(request)
  let id: number | undefined
  try {
    await signIn(page)
    await page.goto('/admin')
    await followLink(page, page.getByRole('link', { name: 'Manage Publications' }), /\/admin\/publication-manager$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Publications' })).toBeVisible()
    const form = page.getByRole('form', { name: 'New publication' })

    await form.getByRole('button', { name: 'Save Publication' }).click()
    await expect(form.getByLabel('Title (English)')).toHaveAccessibleDescription(/Title is required/)
    await expect(form.getByLabel('Type')).toHaveAccessibleDescription('Choose the type of publication.')
    await expect(form.getByLabel('Author 1: name')).toHaveAccessibleDescription(/Each author needs a name/)
    expect(await seriousViolations(page)).toEqual([])

    await form.getByLabel('Title (English)').fill(title)
    await form
      .getByLabel('Abstract (English)')
      .fill('Carbon stored in the Sundarbans mangroves, measured plot by plot.')
    // The summary, in English and in Bengali, with its hint.
    await expect(form.getByLabel('Summary (English)')).toHaveAccessibleDescription(
      "One or two sentences shown in the library's list (plain text).",
    )
    await form.getByLabel('Summary (English)').fill('How much carbon the Sundarbans hold, plot by plot.')
    await form.getByRole('button', { name: 'বাংলা' }).click()
    await form.getByLabel('Title (বাংলা)').fill('ম্যানগ্রোভ কার্বন মজুদ')
    await form.getByLabel('Summary (বাংলা)').fill('সুন্দরবনে কত কার্বন জমা আছে।')
    await form.getByRole('button', { name: 'English' }).click()
    await form.getByLabel('Author 1: name').fill('Priyanka Debnath')
    await form.getByLabel('Author 1: member (optional)').selectOption({ label: 'Priyanka Debnath' })
    await form.getByRole('button', { name: 'Add author' }).click()
    await form.getByLabel('Author 2: name').fill('K. Islam')
    await form.getByLabel('Year').fill('2025')
    await form.getByLabel('Type').selectOption({ label: 'Journal article' })
    await form.getByRole('checkbox', { name: 'Ecosystems & Biodiversity' }).check()
    await form.getByLabel('DOI').fill('https://doi.org/10.1/x')
    await form.getByRole('button', { name: 'Save Publication' }).click()
    await expect(form.getByLabel('DOI')).toHaveAccessibleDescription(
      'Enter a DOI such as 10.1234/abcd (without https://doi.org/).',
    )
    await expect(form.getByLabel('PDF file')).toHaveAccessibleDescription(/PDF file is required/)
    await form.getByLabel('DOI').fill('10.5555/mangrove.2025')
    await form.getByLabel('PDF file').setInputFiles(await pdfFile('Mangrove Carbon.pdf', title))
    await form.getByRole('button', { name: 'Save Publication' }).click()
    await expect(page.getByText('Publication saved')).toBeVisible()

    const found = (await (await request.get(`/api/publications?q=${encodeURIComponent(title)}`, { headers })).json())
      .data as { id: number; slug: string; url: string; authors: { profileUrl: string | null }[] }[]
    expect(found).toHaveLength(1)
    id = found[0].id
    expect(found[0].authors[0].profileUrl).toMatch(/#member-\d+$/)
    const card = page.getByRole('listitem').filter({ hasText: title })
    await expect(card.locator('img')).toHaveAttribute('src', /\.webp$/)

    // On the site: in the library, and on its own page in Bengali.
    const site = await page.context().newPage()
    await site.goto(`/?tab=research&section=publications&lang=en&q=${encodeURIComponent('Mangrove carbon')}`)
    await expect(site.getByRole('link', { name: title })).toBeVisible()
    await expect(site.getByText('How much carbon the Sundarbans hold, plot by plot.')).toBeVisible()
    await site.goto(`/?tab=research&section=publications&lang=bn&q=${encodeURIComponent('Mangrove carbon')}`)
    await expect(site.getByText('সুন্দরবনে কত কার্বন জমা আছে।')).toBeVisible()
    await site.goto(`${found[0].url}?lang=bn`)
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('ম্যানগ্রোভ কার্বন মজুদ')
    await expect(site.getByRole('link', { name: '10.5555/mangrove.2025' })).toHaveAttribute(
      'href',
      'https://doi.org/10.5555/mangrove.2025',
    )

    // Featured, then moved before the sample that was first.
    await card.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('form', { name: 'Edit publication' })
    await edit.getByLabel('Featured (listed first)').check()
    await edit.getByRole('button', { name: 'Save Publication' }).click()
    // Saved: the form is empty again (the first save's toast may still be showing).
    await expect(page.getByRole('form', { name: 'New publication' })).toBeVisible()
    const featured = page.getByRole('region', { name: 'Featured' })
    await expect(featured.getByRole('listitem').last()).toContainText(title)
    await featured.getByRole('button', { name: `Move ${title} up` }).click()
    await expect(page.getByText('Order saved')).toBeVisible()
    await expect(featured.getByRole('listitem').first()).toContainText(title)
    await site.goto('/?tab=research&section=publications&lang=en')
    await expect(site.getByRole('main').getByRole('article').first()).toContainText(title)

    // Hidden from the site.
    await featured.getByRole('button', { name: `Hide ${title} from the site` }).click()
    await expect(featured.getByRole('listitem').filter({ hasText: title })).toContainText('Inactive')
    expect((await site.goto(found[0].url))?.status()).toBe(404)
    await site.close()
  } finally {
    if (id) await request.delete(`/api/publications/${id}`, { headers })
  }
})
