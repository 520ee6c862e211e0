import { localeCodes, type LocaleCode } from '@/i18n/config'
import type { Translated } from '@/schemas/localized'
import { adminApi } from './admin-api'

export const hasText = (fields: Record<string, string> | undefined) =>
  Object.values(fields ?? {}).some((v) => v.trim() !== '')

/**
 * Saves the languages other than English, one call per language that `changed`, with all of its
 * fields. An emptied field goes as '': the contract clears that translation and the site shows
 * English again (docs/decisions/002 and 009). A language that did not change is skipped, so one
 * that was never filled costs no call. The screens pass react-hook-form's dirty state: what differs
 * from what was loaded (or, on a new document, from empty).
 */
export async function saveOtherLanguages<T extends Record<string, string>>(
  text: Translated<T>,
  changed: (code: LocaleCode) => boolean,
  send: (code: LocaleCode, fields: Partial<T>) => Promise<unknown>,
): Promise<void> {
  for (const code of localeCodes) {
    if (code === 'en' || !changed(code)) continue
    await send(code, { ...text[code] })
  }
}

/** `&draft=true` on a write that saves a draft (the contract's writes publish without it). */
export const draftQuery = (draft: boolean) => (draft ? '&draft=true' : '')

/** The usual sender: PATCH `{url}?locale={code}` with the language's fields (as a draft when `draft`). */
export const patchLocale =
  (url: string, draft = false) =>
  (code: LocaleCode, fields: object) =>
    adminApi(`${url}?locale=${code}${draftQuery(draft)}`, { method: 'PATCH', body: fields })
