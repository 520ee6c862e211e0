import { localeCodes, type LocaleCode } from '@/i18n/config'
import { adminApi } from './admin-api'

export type Translated<T extends Record<string, string>> = Record<LocaleCode, T>

/** Empty texts for every language. */
export function emptyTranslations<T extends Record<string, string>>(empty: T): Translated<T> {
  return Object.fromEntries(localeCodes.map((code) => [code, { ...empty }])) as Translated<T>
}

export const hasText = (fields: Record<string, string>) => Object.values(fields).some((v) => v.trim() !== '')

/**
 * Saves the languages other than English, one call per language that was changed and has text,
 * with only its non-empty fields: an empty one keeps showing English on the site (docs/decisions/002).
 */
export async function saveOtherLanguages<T extends Record<string, string>>(
  text: Translated<T>,
  changed: (code: LocaleCode) => boolean,
  send: (code: LocaleCode, fields: Partial<T>) => Promise<unknown>,
): Promise<void> {
  for (const code of localeCodes) {
    if (code === 'en' || !changed(code) || !hasText(text[code])) continue
    await send(code, Object.fromEntries(Object.entries(text[code]).filter(([, v]) => v.trim() !== '')) as Partial<T>)
  }
}

/** The usual sender: PATCH `{url}?locale={code}` with the language's fields. */
export const patchLocale = (url: string) => (code: LocaleCode, fields: object) => adminApi(`${url}?locale=${code}`, { method: 'PATCH', body: fields })
