import type { AcceptedLanguages, Language, SupportedLanguages } from '@payloadcms/translations'
import type { LabelFunction } from 'payload'
import { ar } from '@payloadcms/translations/languages/ar'
import { bnBd } from '@payloadcms/translations/languages/bnBd'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { ja } from '@payloadcms/translations/languages/ja'
import { zh } from '@payloadcms/translations/languages/zh'
import { localeCodes, type LocaleCode } from '../../i18n/config'
import { messages, type Namespaces } from '../../i18n/messages'

/**
 * Payload's admin panel in the site's seven languages (src/i18n/config.ts). Payload keys its
 * languages by its own codes: Bengali is `bn-BD` (the `payload-lng` cookie holds this key);
 * Payload itself renders Arabic right-to-left.
 */
export const panelLanguageKey = {
  en: 'en',
  bn: 'bn-BD',
  es: 'es',
  ar: 'ar',
  fr: 'fr',
  zh: 'zh',
  ja: 'ja',
} as const satisfies Record<LocaleCode, AcceptedLanguages>

const translations: Record<LocaleCode, Language> = { en, bn: bnBd, es, ar, fr, zh, ja }

export const panelLanguages: SupportedLanguages = Object.fromEntries(
  localeCodes.map((code) => [panelLanguageKey[code], translations[code]]),
)

/** The site language of a panel language (Payload's `bn-BD` is `bn`); undefined for one the site lacks. */
export const localeOfPanel = (language: string | undefined): LocaleCode | undefined =>
  localeCodes.find((code) => panelLanguageKey[code] === language)

/** A label in every panel language, in the `{ [language]: text }` shape Payload accepts. */
export const panelText = (texts: Record<LocaleCode, string>): Record<string, string> =>
  Object.fromEntries(localeCodes.map((code) => [panelLanguageKey[code], texts[code]]))

/**
 * A field's label in every panel language, as a function of the panel's language. Payload turns it
 * into that language's text before the label reaches the browser; a `{ [language]: text }` label
 * reaches some places as it is (the list's sort buttons would say "Sort by [object Object]").
 */
export const panelFieldText =
  (texts: Record<LocaleCode, string>): LabelFunction =>
  ({ i18n }) =>
    texts[localeOfPanel(i18n.language) ?? 'en']

/** One message in every site language, picked from the message files (src/i18n/messages/<locale>/*.json). */
export const fromMessages = (pick: (m: Namespaces) => string): Record<LocaleCode, string> =>
  Object.fromEntries(localeCodes.map((code) => [code, pick(messages[code])])) as Record<LocaleCode, string>

/** Every message of one group (e.g. `m.panel.outbox`) in every site language, by key. */
export const fromMessageGroup = <K extends string>(
  pick: (m: Namespaces) => Record<K, string>,
): Record<K, Record<LocaleCode, string>> =>
  Object.fromEntries(
    Object.keys(pick(messages.en)).map((key) => [key, fromMessages((m) => pick(m)[key as K])]),
  ) as Record<K, Record<LocaleCode, string>>
