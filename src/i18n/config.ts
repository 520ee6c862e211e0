/**
 * The one list of interface languages. Payload's localization, the language picker and
 * `<html lang dir>` all read it.
 */
export const locales = [
  { code: 'en', name: 'English', flag: '🇬🇧', dir: 'ltr' },
  { code: 'bn', name: 'বাংলা', flag: '🇧🇩', dir: 'ltr' },
  { code: 'es', name: 'Español', flag: '🇪🇸', dir: 'ltr' },
  { code: 'ar', name: 'العربية', flag: '🇸🇦', dir: 'rtl' },
  { code: 'fr', name: 'Français', flag: '🇫🇷', dir: 'ltr' },
  { code: 'zh', name: '中文', flag: '🇨🇳', dir: 'ltr' },
  { code: 'ja', name: '日本語', flag: '🇯🇵', dir: 'ltr' },
] as const

export type LocaleCode = (typeof locales)[number]['code']

export const defaultLocale: LocaleCode = 'en'

export const localeCodes = locales.map((l) => l.code) as LocaleCode[]

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as string[]).includes(value)
}

export function directionOf(code: LocaleCode): 'ltr' | 'rtl' {
  return locales.find((l) => l.code === code)?.dir ?? 'ltr'
}
