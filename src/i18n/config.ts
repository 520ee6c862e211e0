/**
 * The one list of interface languages (flags are SVGs in public/flags: flag emoji do not show
 * on every system). Payload's localization, the language picker and
 * `<html lang dir>` all read it.
 */
export const locales = [
  { code: 'en', name: 'English', flag: '/flags/gb.svg', dir: 'ltr', ogLocale: 'en_GB' },
  { code: 'bn', name: 'বাংলা', flag: '/flags/bd.svg', dir: 'ltr', ogLocale: 'bn_BD' },
  { code: 'es', name: 'Español', flag: '/flags/es.svg', dir: 'ltr', ogLocale: 'es_ES' },
  { code: 'ar', name: 'العربية', flag: '/flags/sa.svg', dir: 'rtl', ogLocale: 'ar_SA' },
  { code: 'fr', name: 'Français', flag: '/flags/fr.svg', dir: 'ltr', ogLocale: 'fr_FR' },
  { code: 'zh', name: '中文', flag: '/flags/cn.svg', dir: 'ltr', ogLocale: 'zh_CN' },
  { code: 'ja', name: '日本語', flag: '/flags/jp.svg', dir: 'ltr', ogLocale: 'ja_JP' },
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
