import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from '../axe'
import { followLink, signIn } from './session'

/** Each back-office screen, brought to the state worth checking (forms open, errors shown). */
const screens: [string, (page: Page) => Promise<void>][] = [
  ['/admin', (page) => expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()],
  [
    '/admin/content/new?tab=join',
    async (page) => {
      // A click before the form is hydrated does nothing: click again until the errors show.
      await expect(async () => {
        await page.getByRole('button', { name: 'Create Content' }).click()
        await expect(page.getByLabel('Title (English)')).toHaveAccessibleDescription('Title is required', {
          timeout: 2_000,
        })
      }).toPass({ timeout: 30_000 })
    },
  ],
  [
    // A saved item's form: draft, preview and schedule controls, with the schedule's errors shown.
    '/admin?area=research',
    async (page) => {
      await followLink(page, page.getByRole('link', { name: /^Edit / }).first(), /\/admin\/content\/edit\/\d+/)
      const schedule = page.getByRole('region', { name: 'Schedule' })
      await schedule.getByRole('button', { name: 'Schedule' }).click()
      await expect(schedule.getByLabel(/Date and time/)).toHaveAccessibleDescription('Choose a date and time.')
    },
  ],
  ['/admin/submenus', (page) => expect(page.getByRole('heading', { level: 1, name: 'Manage Submenus' })).toBeVisible()],
  [
    '/admin/member-manager',
    (page) => expect(page.getByRole('region', { name: 'Board' }).getByRole('listitem').first()).toBeVisible(),
  ],
  [
    '/admin/bio-manager',
    async (page) => {
      await page.getByLabel('Member type').selectOption('board')
      await page.getByLabel('Member', { exact: true }).selectOption({ index: 1 })
      await expect(page.getByRole('form')).toBeVisible()
    },
  ],
  [
    '/admin/admin-manager',
    async (page) => {
      await page.getByRole('button', { name: 'Create Admin Account' }).click()
      await page.getByRole('button', { name: 'Create Account' }).click()
      await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/at least 3/)
    },
  ],
  [
    '/admin/photo-manager',
    async (page) => {
      await page.getByRole('button', { name: 'Add Photo' }).click()
      await expect(page.getByRole('form', { name: 'New photo' })).toBeVisible()
    },
  ],
  [
    // The events manager with its form's errors shown and a seeded event's registrations open.
    '/admin/events-manager',
    async (page) => {
      await page.getByRole('button', { name: 'Save Event' }).click()
      await expect(page.getByLabel('Title (English)')).toHaveAccessibleDescription(/Title is required/)
      await page
        .getByRole('button', { name: /^Registrations: / })
        .first()
        .click()
      await expect(page.getByRole('region', { name: /^Registrations: / })).toBeVisible()
    },
  ],
  [
    // The newsletter screen with a new edition's blocks and its form's errors shown.
    '/admin/newsletters',
    async (page) => {
      await page.getByRole('button', { name: 'New edition' }).click()
      const panel = page.getByRole('region', { name: 'New edition' })
      await panel.getByRole('button', { name: 'Add a block: Text' }).click()
      await panel.getByRole('button', { name: 'Add a block: Button' }).click()
      await panel.getByRole('radio', { name: 'Subscribers of chosen languages' }).check()
      await panel.getByRole('button', { name: 'Save edition' }).click()
      await expect(panel.getByLabel('Subject (English)')).toHaveAccessibleDescription('Subject is required')
      await expect(panel.getByLabel('Button label')).toHaveAccessibleDescription(/Each button needs a label/)
    },
  ],
]

// A test per screen: each has its own time, and a failure names its screen.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    for (const [path, ready] of screens) {
      test(`${path} is free of serious or critical violations`, async ({ page }) => {
        await page.emulateMedia({ colorScheme })
        await signIn(page)
        await page.goto(path)
        // The panel sets its theme from the system's once its scripts run: axe must not read the
        // colours of a page drawn in one theme while it turns to the other.
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
        await ready(page)
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
}
