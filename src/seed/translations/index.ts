import type { LocaleCode } from '../../i18n/config'
import { seedBios, seedContentItems, seedPhotos, type Localized } from '../data'
import { ar } from './ar'
import { bn } from './bn'
import { es } from './es'
import { fr } from './fr'
import { ja } from './ja'
import type { SeedTranslations } from './types'
import { zh } from './zh'

type OtherLocale = Exclude<LocaleCode, 'en'>
const translations: Record<OtherLocale, SeedTranslations> = { bn, es, ar, fr, zh, ja }
const others = Object.keys(translations) as OtherLocale[]

/** A localized text with the translations files' versions added where data.ts has none. */
function merge(text: Localized | undefined, pick: (t: SeedTranslations) => string | undefined): Localized | undefined {
  if (!text) return text
  const out: Localized = { ...text }
  for (const code of others) out[code] ??= pick(translations[code])
  return out
}

/** The seed records with every text in all seven languages. */
export const translatedSeed = {
  bios: seedBios.map((bio) => ({
    ...bio,
    bio: merge(bio.bio, (t) => t.bios[bio.key]?.bio)!,
    education: merge(bio.education, (t) => t.bios[bio.key]?.education),
    experience: merge(bio.experience, (t) => t.bios[bio.key]?.experience),
    achievements: merge(bio.achievements, (t) => t.bios[bio.key]?.achievements),
  })),
  photos: seedPhotos.map((photo) => ({ ...photo, description: merge(photo.description, (t) => t.photos[photo.key]?.description) })),
  contentItems: seedContentItems.map((item) => {
    const paragraphs = { ...item.paragraphs }
    for (const code of others) paragraphs[code] ??= translations[code].content[item.key]?.paragraphs
    return { ...item, paragraphs }
  }),
}
