import 'server-only'
import type { Payload } from 'payload'
import type { LocaleCode } from '../../i18n/config'
import type { Submenu } from '../../payload-types'
import type { Admin } from '../auth'
import { orNotFound } from '../http'

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
