import 'server-only'
import { createInstance, type TFunction } from 'i18next'
import { cookies, headers } from 'next/headers'
import { defaultLocale, isLocale, localeCodes, type LocaleCode } from './config'
import { messages } from './messages'

/** The cookie that remembers the visitor's language (the language picker sets it too). */
export const localeCookie = 'locale'

/** The visitor's language: their saved choice, else the browser's preference, else English. */
export async function resolveLocale(): Promise<LocaleCode> {
  const saved = (await cookies()).get(localeCookie)?.value
  if (isLocale(saved)) return saved
  const accept = (await headers()).get('accept-language') ?? ''
  for (const part of accept.split(',')) {
    const code = part.split(';')[0].trim().toLowerCase().split('-')[0]
    if (isLocale(code)) return code
  }
  return defaultLocale
}

const translators = new Map<LocaleCode, TFunction>()

/** A translator for one language, built on the server: no i18next code goes to the browser. */
export async function getTranslator(locale: LocaleCode): Promise<TFunction> {
  let t = translators.get(locale)
  if (!t) {
    const instance = createInstance()
    await instance.init({
      lng: locale,
      fallbackLng: defaultLocale,
      supportedLngs: localeCodes,
      ns: ['common'],
      defaultNS: 'common',
      resources: Object.fromEntries(localeCodes.map((code) => [code, messages[code]])),
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    t = instance.t
    translators.set(locale, t)
  }
  return t
}
