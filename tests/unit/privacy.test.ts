import { describe, expect, it } from 'vitest'
import { localeCodes } from '../../src/i18n/config'
import { defaultReachRetentionMonths, retentionPeriod } from '../../src/schemas/site-settings'
import { getTranslator } from '../../src/server/i18n'

describe("the privacy page's retention", () => {
  it('is said in years when it is a whole number of them, else in months', () => {
    expect(retentionPeriod(defaultReachRetentionMonths)).toEqual({ unit: 'years', count: 3 })
    expect(retentionPeriod(12)).toEqual({ unit: 'years', count: 1 })
    expect(retentionPeriod(120)).toEqual({ unit: 'years', count: 10 })
    expect(retentionPeriod(18)).toEqual({ unit: 'months', count: 18 })
    expect(retentionPeriod(1)).toEqual({ unit: 'months', count: 1 })
  })

  it('is a sentence in every language for every period the settings allow (1 to 120 months)', async () => {
    for (const code of localeCodes) {
      const t = await getTranslator(code)
      for (let months = 1; months <= 120; months++) {
        const { unit, count } = retentionPeriod(months)
        const sentence = t(`privacy.kept.${unit}`, { count })
        expect(sentence, `${code} ${months}`).not.toMatch(/privacy\.kept|\{\{/)
        // Arabic writes one and two in words (سنة واحدة, سنتين).
        if (!(code === 'ar' && count <= 2)) expect(sentence, `${code} ${months}`).toContain(String(count))
      }
    }
  })

  it('reads naturally where the plural forms differ', async () => {
    const en = await getTranslator('en')
    expect(en('privacy.kept.years', { count: 3 })).toContain('3 years')
    expect(en('privacy.kept.years', { count: 1 })).toContain('1 year,')
    expect(en('privacy.kept.months', { count: 18 })).toContain('18 months')
    const ar = await getTranslator('ar')
    expect(ar('privacy.kept.years', { count: 2 })).toContain('سنتين')
    expect(ar('privacy.kept.years', { count: 3 })).toContain('3 سنوات')
    expect(ar('privacy.kept.months', { count: 18 })).toContain('18 شهرًا')
    const fr = await getTranslator('fr')
    expect(fr('privacy.kept.years', { count: 1 })).toContain('1 an,')
  })
})
