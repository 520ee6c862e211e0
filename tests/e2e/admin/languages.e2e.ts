import { expect, test } from '@playwright/test'
import { adminMessages, messages } from '../site/messages'
import { signIn } from './session'

// Payload keeps the panel language in this cookie (Bengali under its own code, bn-BD).
const panelLanguage = async (context: import('@playwright/test').BrowserContext, baseURL: string, value: string) =>
  context.addCookies([{ name: 'payload-lng', value, url: baseURL }])

test('the back-office screens follow the panel language: Arabic, right to left', async ({ page, context, baseURL }) => {
  const ar = adminMessages('ar')
  await panelLanguage(context, baseURL!, 'ar')
  await signIn(page)
  await page.goto('/admin')
  await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
  await expect(page.getByRole('heading', { level: 1, name: ar.dashboard.title })).toBeVisible()
  await expect(page.getByRole('navigation', { name: ar.dashboard.managers }).getByRole('link')).toHaveText([
    ar.dashboard.manageSubmenus,
    ar.dashboard.manageBios,
    ar.dashboard.manageMembers,
    ar.dashboard.manageAccounts,
    ar.dashboard.managePhotos,
    ar.dashboard.managePublications,
    ar.dashboard.manageNews,
    ar.dashboard.manageEvents,
    ar.newsletters.manage,
    ar.dashboard.manageTwoStep,
    ar.dashboard.manageReach,
  ])
  // The site areas carry the site's own Arabic names.
  await expect(page.getByRole('tab', { name: messages('ar').nav.tabs.research })).toBeVisible()

  await page.goto('/admin/content/new')
  await expect(page.getByRole('heading', { level: 1, name: ar.content.createTitle })).toBeVisible()
  await page.getByRole('button', { name: ar.content.create }).click()
  // A rule of the shared schema, said in Arabic.
  await expect(page.getByLabel(ar.common.section)).toHaveAccessibleDescription(ar.validation.sectionRequired)

  await page.goto('/admin/submenus')
  await expect(page.getByRole('heading', { level: 1, name: ar.submenus.title })).toBeVisible()

  await page.goto('/admin/publication-manager')
  await expect(page.getByRole('heading', { level: 1, name: ar.publications.title })).toBeVisible()
  await page.getByRole('button', { name: ar.publications.save }).click()
  await expect(page.getByLabel(ar.publications.type)).toHaveAccessibleDescription(ar.validation.publicationType)
})

test("the back-office screens in Bengali (Payload's bn-BD)", async ({ page, context, baseURL }) => {
  const bn = adminMessages('bn')
  await panelLanguage(context, baseURL!, 'bn-BD')
  await signIn(page)
  await page.goto('/admin/photo-manager')
  await expect(page.locator('html')).toHaveAttribute('dir', /^ltr$/i)
  await expect(page.getByRole('heading', { level: 1, name: bn.photos.title })).toBeVisible()
  await expect(page.getByRole('button', { name: bn.photos.open })).toBeVisible()
})
