import { expect, test } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'
import { messages } from './messages'

test.use({ viewport: { width: 1280, height: 800 } })

test('a CMS submenu joins its tab dropdown by displayOrder, in every language, and leaves it when inactive', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const headers = await adminHeaders(request)
  const created = await request.post('/api/submenus', {
    headers,
    data: { tabId: 'research', sectionId: 'field-notes', name: 'Field Notes', displayOrder: 2, isActive: true },
  })
  expect(created.status()).toBe(201)
  const { data: submenu } = await created.json()
  try {
    await request.patch(`/api/submenus/${submenu.id}?locale=fr`, { headers, data: { name: 'Carnets de terrain' } })

    // The page was cached before (other tests visited it); the save expired it.
    await page.goto('/?tab=research')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('button', { name: 'Research' }).click()
    await expect(nav.locator('a[data-menu-item]')).toHaveText([
      'Overview',
      'Research Areas',
      'Publications',
      'Field Notes',
    ])
    await nav.getByRole('link', { name: 'Field Notes' }).click()
    await expect(page).toHaveURL(/\/\?tab=research&section=field-notes$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Field Notes' })).toBeVisible()

    await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }])
    await page.goto('/?tab=research')
    const menu = page.getByRole('navigation').first()
    await menu.getByRole('button', { name: 'Recherche' }).click()
    await expect(menu.getByRole('link', { name: 'Carnets de terrain' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Carnets de terrain' })).not.toHaveAttribute('lang')
    // The tab's page lists it too, below the prompt to pick a section.
    await expect(page.locator('main').getByRole('link', { name: 'Carnets de terrain' })).toBeVisible()

    // No Arabic name: the English one stands in, marked as English, left to right (WCAG 3.1.2).
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }])
    await page.goto('/?tab=research&section=field-notes')
    const heading = page.getByRole('heading', { level: 2, name: 'Field Notes' })
    await expect(heading).toHaveAttribute('lang', 'en')
    await expect(heading).toHaveAttribute('dir', 'ltr')
    await menu.getByRole('button', { name: messages('ar').nav.tabs.research }).click()
    const englishLink = menu.getByRole('link', { name: 'Field Notes' })
    await expect(englishLink).toHaveAttribute('lang', 'en')
    await expect(englishLink).toHaveAttribute('dir', 'ltr')
    await expect(
      menu.getByRole('link', { name: messages('ar').nav.sections.research.publications }),
    ).not.toHaveAttribute('lang')
    await page.goto('/?tab=research')
    await expect(page.locator('main').getByRole('link', { name: 'Field Notes' })).toHaveAttribute('lang', 'en')

    // Before another visitor sees it in first place, an administrator moves it to the top.
    await request.patch(`/api/submenus/${submenu.id}`, { headers, data: { displayOrder: 1 } })
    await context.clearCookies()
    await page.goto('/?tab=research')
    await nav.getByRole('button', { name: 'Research' }).click()
    await expect(nav.locator('a[data-menu-item]')).toHaveText([
      'Overview',
      'Research Areas',
      'Field Notes',
      'Publications',
    ])

    await request.patch(`/api/submenus/${submenu.id}`, { headers, data: { isActive: false } })
    expect((await page.goto('/?tab=research&section=field-notes'))?.status()).toBe(404)
    await expect(page.locator('main')).toContainText('Content for this section is coming soon.')
    await expect(page.locator('main').getByRole('heading', { name: 'Field Notes' })).toHaveCount(0)
    await page.goto('/?tab=research')
    await nav.getByRole('button', { name: 'Research' }).click()
    await expect(nav.getByRole('link', { name: 'Field Notes' })).toHaveCount(0)
  } finally {
    await request.delete(`/api/submenus/${submenu.id}`, { headers })
  }
})

test('a submenu for a built-in section renames it in each language, hides it while inactive, and deleting it brings the section back with its content', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const headers = await adminHeaders(request)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  const programmes = async () => {
    await nav.getByRole('button', { name: 'Programmes' }).click()
    return nav.locator('a[data-menu-item]')
  }
  await page.goto('/?tab=programmes&section=energy')
  const contentBefore = await page.locator('main').innerText()
  const created = await request.post('/api/submenus', {
    headers,
    data: {
      tabId: 'programmes',
      sectionId: 'energy',
      name: 'Clean Energy Transition',
      displayOrder: 9,
      isActive: true,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { data: submenu } = await created.json()
  let deleted = false
  try {
    await request.patch(`/api/submenus/${submenu.id}?locale=fr`, {
      headers,
      data: { name: 'Transition énergétique propre' },
    })
    await page.goto('/?tab=programmes')
    const items = await programmes()
    await expect(items.filter({ hasText: 'Clean Energy Transition' })).toHaveCount(1)
    await expect(items.filter({ hasText: 'Renewable Energy' })).toHaveCount(0)
    // In its built-in place, not moved by the submenu's displayOrder.
    expect((await items.allInnerTexts()).indexOf('Clean Energy Transition')).toBe(5)
    await page.goto('/?tab=programmes&section=energy')
    await expect(page.getByRole('heading', { level: 2, name: 'Clean Energy Transition' })).toBeVisible()

    await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }])
    await page.goto('/?tab=programmes&section=energy')
    await expect(page.getByRole('heading', { level: 2, name: 'Transition énergétique propre' })).toBeVisible()
    // No Arabic name given: the built-in Arabic label stays (never the English name).
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }])
    await page.goto('/?tab=programmes&section=energy')
    await expect(
      page.getByRole('heading', { level: 2, name: messages('ar').nav.sections.programmes.energy }),
    ).toBeVisible()
    await context.clearCookies()

    await request.patch(`/api/submenus/${submenu.id}`, { headers, data: { isActive: false } })
    await page.goto('/?tab=programmes')
    await expect((await programmes()).filter({ hasText: /Energy/ })).toHaveCount(0)
    expect((await page.goto('/?tab=programmes&section=energy'))?.status()).toBe(404)

    const removed = await request.delete(`/api/submenus/${submenu.id}`, { headers })
    expect((await removed.json()).data).toMatchObject({ id: submenu.id, deletedContentItems: 0 })
    deleted = true
    expect((await page.goto('/?tab=programmes&section=energy'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 2, name: 'Renewable Energy' })).toBeVisible()
    expect(await page.locator('main').innerText()).toBe(contentBefore)
  } finally {
    if (!deleted) await request.delete(`/api/submenus/${submenu.id}`, { headers })
  }
})

test("CMS content items appear in their section in the visitor's language, ordered; inactive ones never show", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const post = (data: object) => request.post('/api/content', { headers, data })
  const second = await (
    await post({
      tabId: 'research',
      sectionId: 'areas',
      title: `Salinity mapping ${stamp}`,
      content: '<p>Second, by order.</p>',
      displayOrder: 2,
      isActive: true,
    })
  ).json()
  const first = await (
    await post({
      tabId: 'research',
      sectionId: 'areas',
      title: `Flood model update ${stamp}`,
      content: '<p>First <strong>by order</strong>.</p><script>alert(1)</script>',
      displayOrder: 1,
      isActive: true,
    })
  ).json()
  const hidden = await (
    await post({
      tabId: 'research',
      sectionId: 'areas',
      title: `Draft note ${stamp}`,
      content: '<p>Not yet.</p>',
      displayOrder: 3,
      isActive: false,
    })
  ).json()
  const menu = await (
    await request.post('/api/submenus', {
      headers,
      data: { tabId: 'join', sectionId: 'fellows-2027', name: 'Fellows 2027', displayOrder: 9, isActive: true },
    })
  ).json()
  const cmsOnly = await (
    await post({
      tabId: 'join',
      sectionId: 'fellows-2027',
      title: `Meet the fellows ${stamp}`,
      content: '<p>Six fellows join in January.</p>',
      displayOrder: 1,
      isActive: true,
    })
  ).json()
  const added: { data: { id: number } }[] = []
  try {
    await request.patch(`/api/content/${first.data.id}?locale=fr`, {
      headers,
      data: { title: `Mise à jour du modèle de crue ${stamp}` },
    })
    await page.goto('/?tab=research&section=areas')
    const items = page.locator('main article')
    await expect(items.getByRole('heading')).toHaveText([`Flood model update ${stamp}`, `Salinity mapping ${stamp}`])
    await expect(items.first().locator('strong')).toHaveText('by order')
    await expect(page.locator('main script')).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText(`Draft note ${stamp}`)

    await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }])
    await page.goto('/?tab=research&section=areas')
    await expect(items.getByRole('heading').first()).toHaveText(`Mise à jour du modèle de crue ${stamp}`)
    await context.clearCookies()

    // A section that exists only as a CMS submenu shows its items under the submenu's name.
    expect((await page.goto('/?tab=join&section=fellows-2027'))?.status()).toBe(200)
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText('Fellows 2027')
    await expect(page.locator('main')).toContainText('Six fellows join in January.')
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Join Us' }),
    ).toHaveAttribute('aria-current', 'true')

    // A new item shows at once (the section is rendered per request, its reads cached by tag).
    added.push(
      await (
        await post({
          tabId: 'join',
          sectionId: 'fellows-2027',
          title: `Fellows' field trip ${stamp}`,
          content: '<p>In March.</p>',
          displayOrder: 2,
          isActive: true,
        })
      ).json(),
    )
    await page.goto('/?tab=join&section=fellows-2027')
    await expect(page.locator('main article').getByRole('heading')).toHaveText([
      `Meet the fellows ${stamp}`,
      `Fellows' field trip ${stamp}`,
    ])

    // Once its submenu is inactive, or deleted, the section is one the site does not have.
    await request.patch(`/api/submenus/${menu.data.id}`, { headers, data: { isActive: false } })
    expect((await page.goto('/?tab=join&section=fellows-2027'))?.status()).toBe(404)
    await expect(page.locator('main')).toContainText('Content for this section is coming soon.')
    await expect(page.locator('main')).not.toContainText('Six fellows join in January.')
    await request.patch(`/api/submenus/${menu.data.id}`, { headers, data: { isActive: true } })
    expect((await page.goto('/?tab=join&section=fellows-2027'))?.status()).toBe(200)
    await request.delete(`/api/submenus/${menu.data.id}`, { headers })
    expect((await page.goto('/?tab=join&section=fellows-2027'))?.status()).toBe(404)
    await expect(page.locator('main')).toContainText('Content for this section is coming soon.')
  } finally {
    for (const item of [first, second, hidden, cmsOnly, ...added])
      await request.delete(`/api/content/${item.data.id}`, { headers })
    await request.delete(`/api/submenus/${menu.data.id}`, { headers })
  }
})
