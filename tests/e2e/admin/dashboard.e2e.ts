import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { admin, adminHeaders, from } from '../contract/helpers'
import { followLink, openAreaTab, signIn } from './session'

/** The real login screen, as an administrator meets it. */
async function logIn(page: Page) {
  await page.goto('/admin-login')
  await page.getByRole('textbox', { name: 'Username' }).fill(admin.username)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** Payload's own REST (/api/cms) takes the contract's token as `JWT <token>`. */
async function cmsHeaders(request: APIRequestContext) {
  return { Authorization: (await adminHeaders(request)).Authorization.replace('Bearer', 'JWT') }
}

// Markup in the first and second paragraphs; the text is 155 characters, so the preview is cut mid-word.
const content =
  '<p><strong>Monsoon</strong> rainfall at <em>Sylhet</em> station, 1981-2020.</p>' +
  '<p>Daily records from the <a href="https://www.bmd.gov.bd/">Bangladesh Meteorological Department</a>, checked against gauges and satellite estimates.</p>'
const preview =
  'Monsoon rainfall at Sylhet station, 1981-2020. Daily records from the Bangladesh Meteorological Department, checked agai'

test('the dashboard: managers, the signed-in user, new submissions, content by site area with 120-character previews', async ({
  page,
  request,
}) => {
  expect(preview).toHaveLength(120)
  const stamp = Date.now().toString(36)
  const subject = `Dashboard count ${stamp}`
  const headers = await adminHeaders(request)
  const res = await request.post('/api/content', {
    headers,
    data: {
      tabId: 'research',
      sectionId: 'publications',
      title: `Rainfall series ${stamp}`,
      content,
      displayOrder: 5,
      isActive: true,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const created = await res.json()
  const title: string = created.data.title
  try {
    // The item is on the public page before it is deleted.
    const site = await page.context().newPage()
    await site.goto('/?tab=research&section=publications')
    await expect(site.getByRole('main').getByRole('heading', { name: title })).toBeVisible()

    await logIn(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    await expect(page.getByText(`Signed in as ${admin.username}`)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Managers' }).getByRole('link')).toHaveText([
      'Manage Submenus',
      'Manage Member Bios',
      'Manage Team Members',
      'Manage Admin Accounts',
      'Manage Gallery Photos',
      'Manage Publications',
      'Manage News',
      'Manage Events',
      'Manage Newsletter',
      'Two-step login and sessions',
      'Reach: readers and downloads',
    ])

    // A new contact message makes the count grow (by one, or more when another worker's test
    // sends one meanwhile).
    const inbox = page.getByRole('region', { name: 'Inbox', exact: true })
    const newMessages = async () =>
      Number((await inbox.getByRole('link', { name: /^New contact messages: \d+$/ }).textContent())!.match(/\d+/)![0])
    const before = await newMessages()
    const sent = await request.post('/api/contact', {
      headers: from(),
      data: { name: 'Rahim Uddin', email: 'rahim@example.org', subject, message: 'Counting new messages.' },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    await page.reload()
    expect(await newMessages()).toBeGreaterThan(before)

    await openAreaTab(page, 'Research')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('link', { name: 'Add New Content' })).toBeVisible()
    const item = panel.getByRole('listitem').filter({ hasText: title })
    // The first 120 characters of the text, markup stripped, paragraphs joined by a space.
    await expect(item.getByText(preview, { exact: true })).toBeVisible()
    await expect(item.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/content/edit/${created.data.id}`,
    )

    // Delete asks first; dismissing keeps the item.
    page.once('dialog', (dialog) => dialog.dismiss())
    await item.getByRole('button', { name: 'Delete' }).click()
    await expect(item).toBeVisible()
    page.once('dialog', (dialog) => dialog.accept())
    await item.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Content Deleted')).toBeVisible()
    await expect(item).toHaveCount(0)
    await site.reload()
    await expect(site.getByRole('main').getByRole('heading', { name: 'Publications' }).first()).toBeVisible()
    await expect(site.getByRole('main').getByRole('heading', { name: title })).toHaveCount(0)
    await expect(site.getByRole('main')).not.toContainText(title)
  } finally {
    await request.delete(`/api/content/${created.data.id}`, { headers })
    const cms = await cmsHeaders(request)
    await request.delete(`/api/cms/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, {
      headers: cms,
    })
  }
})

test('Logout clears the stored token and user and the session, says "Logged Out" and goes home', async ({ page }) => {
  await logIn(page)
  // A click that lands before the dashboard is hydrated does nothing: it is repeated until the
  // handler has run (once the server has ended the session, it leaves for the home page).
  await expect(async () => {
    await page.getByRole('button', { name: 'Logout' }).click({ timeout: 2000 })
    await page.waitForURL(/\/$/, { timeout: 3000 })
  }).toPass({ timeout: 30_000 })
  // The notice is on the home page, in the site's toast region, once.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUser')])).toEqual([
    null,
    null,
  ])
  await page.reload()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByText('Logged Out', { exact: true })).toHaveCount(0)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin-login/)
})

test('a site area with more items than a page pages its list: the address keeps the page, and the last page holds the last items', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now().toString(36)
  // Ordered after everything else in the area, so that other tests' items stay on the first page;
  // inactive, so that no visitor's list (another test's) changes while they exist.
  const ids: number[] = []
  try {
    for (let n = 1; n <= 55; n++) {
      const res = await request.post('/api/content', {
        headers,
        data: {
          tabId: 'programmes',
          sectionId: `paging-${stamp}`,
          title: `Paged item ${stamp} ${n}`,
          content: '<p>One of many.</p>',
          displayOrder: 90_000 + n,
          isActive: false,
        },
      })
      expect(res.status(), await res.text()).toBe(201)
      ids.push((await res.json()).data.id)
    }
    const { meta } = await (await request.get('/api/content?tabId=programmes&page=1&limit=50', { headers })).json()
    expect(meta.pages).toBeGreaterThanOrEqual(2)

    await signIn(page)
    await page.goto('/admin?area=programmes')
    const panel = page.getByRole('tabpanel')
    await expect(page.getByRole('tab', { name: 'Programmes' })).toHaveAttribute('aria-selected', 'true')
    await expect(panel.getByText(`Paged item ${stamp} 55`, { exact: true })).toHaveCount(0)
    const pager = panel.getByRole('navigation', { name: 'Pages' })
    await expect(pager.getByText(`Page 1 of ${meta.pages}`)).toBeAttached()
    await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')

    // A click before the page is hydrated is lost (followLink clicks again until the address changes).
    await followLink(
      page,
      pager.getByRole('link', { name: `Page ${meta.pages}`, exact: true }),
      new RegExp(`area=programmes&page=${meta.pages}$`),
    )
    await expect(panel.getByText(`Paged item ${stamp} 55`, { exact: true })).toBeVisible()
    await expect(
      panel.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: `Page ${meta.pages}`, exact: true }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(
      panel.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous page' }),
    ).toBeVisible()
  } finally {
    for (const id of ids) await request.delete(`/api/content/${id}`, { headers })
  }
})

test('the activity log: the dashboard shows recent activity, and the full log finds who created an item, in which language', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const title = `Logged item ${Date.now().toString(36)}`
  const res = await request.post('/api/content?locale=en', {
    headers,
    data: {
      tabId: 'research',
      sectionId: 'publications',
      title,
      content: '<p>Logged.</p>',
      displayOrder: 7,
      isActive: false,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const id = (await res.json()).data.id
  try {
    await signIn(page)
    await page.goto('/admin')
    const recent = page.getByRole('region', { name: 'Recent activity' })
    await expect(recent.getByRole('listitem').first()).toBeVisible()
    await followLink(page, recent.getByRole('link', { name: 'All activity' }), /\/admin\/collections\/activity/)
    await page.goto(`/admin/collections/activity?search=${encodeURIComponent(title)}`)
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(admin.username)
    await expect(row).toContainText('Created')
    await expect(row).toContainText('content-items')
  } finally {
    await request.delete(`/api/content/${id}`, { headers })
  }
})
