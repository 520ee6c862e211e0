import { describe, expect, it } from 'vitest'
import { localeCodes } from '../../src/i18n/config'
import { seedMembers } from '../../src/seed/data'
import { translatedSeed } from '../../src/seed/translations'

/** Every localized text of a record, with the languages it has. */
const localized = (record: object) =>
  Object.entries(record).filter(
    ([, value]) => value && typeof value === 'object' && !Array.isArray(value) && 'en' in value,
  ) as [string, Record<string, unknown>][]

describe('seed data', () => {
  const records = [...seedMembers, ...translatedSeed.bios, ...translatedSeed.photos, ...translatedSeed.contentItems]

  it.each(records.map((r) => [r.key, r] as const))('%s has every text in all seven languages', (_key, record) => {
    for (const [field, text] of localized(record)) {
      expect(Object.keys(text).sort(), field).toEqual([...localeCodes].sort())
      for (const code of localeCodes.filter((c) => c !== 'en')) {
        const value = text[code]
        expect(value, `${field}.${code}`).toBeTruthy()
        if (typeof value === 'string' && value.split(' ').length > 3)
          expect(value, `${field}.${code}`).not.toBe(text.en)
      }
    }
  })

  it('gives each news story its title, summary and cover text in all seven languages (its text may stay English)', () => {
    expect(translatedSeed.news).toHaveLength(3)
    for (const story of translatedSeed.news) {
      for (const field of ['title', 'summary', 'coverAlt'] as const) {
        const text = story[field]
        expect(Object.keys(text).sort(), `${story.key} ${field}`).toEqual([...localeCodes].sort())
        for (const code of localeCodes.filter((c) => c !== 'en'))
          expect(text[code], `${story.key} ${field} ${code}`).not.toBe(text.en)
      }
      expect(story.paragraphs.en.length, story.key).toBeGreaterThan(0)
    }
  })

  it('keeps the list structure of biographies (one line per item) in every language', () => {
    for (const bio of translatedSeed.bios) {
      for (const field of ['education', 'experience', 'achievements'] as const) {
        const text = bio[field]
        if (!text) continue
        const lines = text.en.split('\n').length
        for (const code of localeCodes)
          expect(text[code]!.split('\n').length, `${bio.key} ${field} ${code}`).toBe(lines)
      }
    }
  })
})
