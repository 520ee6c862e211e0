/**
 * The one list of interface languages. Payload's localization, the language picker (its flags
 * are drawings in src/components/header/flags.tsx: flag emoji do not show on every system) and
 * `<html lang dir>` all read it.
 */
export const locales = [
  { code: 'en', name: 'English', dir: 'ltr', ogLocale: 'en_GB' },
  { code: 'bn', name: 'বাংলা', dir: 'ltr', ogLocale: 'bn_BD' },
  { code: 'es', name: 'Español', dir: 'ltr', ogLocale: 'es_ES' },
  { code: 'ar', name: 'العربية', dir: 'rtl', ogLocale: 'ar_SA' },
  { code: 'fr', name: 'Français', dir: 'ltr', ogLocale: 'fr_FR' },
  { code: 'zh', name: '中文', dir: 'ltr', ogLocale: 'zh_CN' },
  { code: 'ja', name: '日本語', dir: 'ltr', ogLocale: 'ja_JP' },
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
