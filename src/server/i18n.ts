import 'server-only'
import { createInstance, type TFunction } from 'i18next'
import { defaultLocale, localeCodes, type LocaleCode } from '../i18n/config'
import { messages, namespaces } from '../i18n/messages'

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
      ns: [...namespaces],
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
