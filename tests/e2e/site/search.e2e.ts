import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { seriousViolations } from '../axe'
import { messages } from './messages'

// The seed's texts, read from disk as the messages are.
const seed = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../../src/seed/translations/${locale}.json`), 'utf8'))

test.describe('site search', () => {
  test('finds a member by a word of their title in Bengali and opens their profile', async ({ page }) => {
    const title: string = seed('bn').members['member-team-4'].title
    const word = title.split(/\s+/).sort((a, b) => b.length - a.length)[0]
    const t = messages('bn').search
    await page.goto('/?lang=bn')
    const field = page.getByRole('search', { name: t.label }).getByRole('searchbox')
    await field.fill(word)
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
    const people = page.getByRole('region', { name: t.kinds.member })
    const result = people.getByRole('listitem').filter({ hasText: 'Priyanka Debnath' })
    await expect(result.locator('mark').first()).toHaveText(word)
    expect(await seriousViolations(page)).toEqual([])
    await result.getByRole('link', { name: 'Priyanka Debnath' }).click()
    await expect(page.getByRole('dialog', { name: 'Priyanka Debnath' })).toBeVisible()
  })

  test('finds a publication by a word of its abstract in French, from the menu on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const publication = seed('fr').publications['publication-heat-stress-dhaka'] as { title: string; abstract: string }
    const word = publication.abstract.split(/[\s,.]+/).filter((w) => w.length > 7)[0]
    const t = messages('fr')
    await page.goto('/?lang=fr')
    await page.getByRole('button', { name: t.nav.openMenu }).click()
    const field = page.locator('#mobile-menu').getByRole('search', { name: t.search.label }).getByRole('searchbox')
    await field.fill(word)
    await page.locator('#mobile-menu').getByRole('button', { name: t.search.submit }).click()
    const found = page
      .getByRole('region', { name: t.search.kinds.publication })
      .getByRole('link', { name: publication.title })
    await expect(found).toBeVisible()
    await found.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publication.title)
  })

  test('says when nothing matches, and asks for words when there are none', async ({ page }) => {
    const t = messages('en').search
    await page.goto('/search?q=qqxyzzy&lang=en')
    await expect(page.getByText(t.none.replace('{{q}}', 'qqxyzzy'))).toBeVisible()
    await page.goto('/search')
    await expect(page.getByText(t.empty)).toBeVisible()
  })
})
