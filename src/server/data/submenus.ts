import 'server-only'
import type { Payload } from 'payload'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import type { Submenu } from '../../payload-types'
import { submenuSchema, submenuTranslationSchema } from '../../schemas/submenu'
import type { Admin } from '../auth'
import { orNotFound, parsePatch } from '../http'

export function presentSubmenu(submenu: Submenu) {
  return {
    id: submenu.id,
    tabId: submenu.tabId,
    sectionId: submenu.sectionId,
    name: submenu.name ?? '',
    displayOrder: submenu.displayOrder,
    isActive: submenu.isActive ?? true,
  }
}

export async function getSubmenu(payload: Payload, id: number, locale: LocaleCode, user: Admin | null) {
  return orNotFound(payload.findByID({ collection: 'submenus', id, locale, fallbackLocale: 'en', overrideAccess: false, user }), 'No submenu with this id.')
}

/**
 * The fields of a PATCH. In a language other than English an empty name clears that translation
 * (null: the site shows the English name, docs/decisions/002); in English it is refused.
 */
export function toSubmenuPatch(fields: Record<string, unknown>, locale: LocaleCode) {
  return parsePatch(locale === defaultLocale ? submenuSchema : submenuTranslationSchema, fields)
}
