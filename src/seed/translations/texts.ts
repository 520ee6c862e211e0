import { localeCodes, type LocaleCode } from '../../i18n/config'
import ar from './ar.json' with { type: 'json' }
import bn from './bn.json' with { type: 'json' }
import en from './en.json' with { type: 'json' }
import es from './es.json' with { type: 'json' }
import fr from './fr.json' with { type: 'json' }
import ja from './ja.json' with { type: 'json' }
import type { SeedTexts } from './types'
import zh from './zh.json' with { type: 'json' }

const texts: Record<LocaleCode, SeedTexts> = { en, bn, es, ar, fr, zh, ja }

/** A seed text in every language that has it, English first. */
export type InLanguages<T> = { en: T } & Partial<Record<Exclude<LocaleCode, 'en'>, T>>

/** One field of one seed record in every language; undefined when English has none (an optional field left out). */
export function seedText<T>(pick: (t: SeedTexts) => T | undefined): InLanguages<T> | undefined {
  const english = pick(texts.en)
  if (english === undefined) return undefined
  const out: InLanguages<T> = { en: english }
  for (const code of localeCodes) {
    if (code === 'en') continue
    const value = pick(texts[code])
    if (value !== undefined) out[code] = value
  }
  return out
}

/** A field every record has: its absence from en.json is a mistake in the files, said at once. */
export function requiredSeedText<T>(where: string, pick: (t: SeedTexts) => T | undefined): InLanguages<T> {
  const text = seedText(pick)
  if (!text) throw new Error(`src/seed/translations/en.json has no ${where}`)
  return text
}
