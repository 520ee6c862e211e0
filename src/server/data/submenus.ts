import 'server-only'
import { createLocalReq, type Payload } from 'payload'
import type { TabId } from '../../content/site-structure'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import type { Submenu } from '../../payload-types'
import { submenuSchema, submenuTranslationSchema } from '../../schemas/submenu'
import type { Admin } from '../auth'
import { orNotFound, parsePatch } from '../http'
import type { Paging } from '../request'
import { inEachLanguage, textOrEmpty } from './languages'
import { listed, pageArgs, type Listed } from './paging'
import { tabChecked } from './tabs'
import { moveToTrash } from './trash'
import { cachedForVisitors } from './visitor-cache'
import type { PublicSubmenu, SubmenuRecord } from '../../schemas/submenu'

/*
 * Submenus: a tab's extra sections (or a built-in section renamed or hidden). One per tab and
 * section: the collection's hook checks it (collections/Submenus/hooks/keep-section-unique.ts)
 * and the contract answers its refusal as 409 (src/server/http.ts).
 */

export function presentSubmenu(submenu: Submenu): PublicSubmenu {
  return {
    id: submenu.id,
    tabId: submenu.tabId,
    sectionId: submenu.sectionId,
    name: submenu.name ?? '',
    displayOrder: submenu.displayOrder,
    isActive: submenu.isActive ?? true,
  }
}

export const listSubmenus = cachedForVisitors(
  'submenus',
  async function listSubmenus(
    payload: Payload,
    { tabId, locale, user }: { tabId?: TabId; locale: LocaleCode; user: Admin | null },
    paging?: Paging,
  ) {
    const result = await payload.find({
      collection: 'submenus',
      where: tabId ? { tabId: { equals: tabId } } : {},
      sort: ['displayOrder', 'id'],
      ...pageArgs(paging, 500),
      locale,
      fallbackLocale: 'en',
      overrideAccess: false,
      user,
    })
    return listed(result, presentSubmenu)
  },
)

export async function getSubmenu(payload: Payload, id: number, locale: LocaleCode, user: Admin | null) {
  return orNotFound(
    payload.findByID({ collection: 'submenus', id, locale, fallbackLocale: 'en', overrideAccess: false, user }),
    'No submenu with this id.',
  )
}

export async function createSubmenu(
  payload: Payload,
  { fields, locale, user }: { fields: Record<string, unknown>; locale: LocaleCode; user: Admin },
) {
  const data = tabChecked(submenuSchema.parse(fields))
  return presentSubmenu(await payload.create({ collection: 'submenus', data, locale, overrideAccess: false, user }))
}

/**
 * Changes the fields sent (the caller found the submenu first: a missing one is a 404 before its
 * body is read). In a language other than English an empty name clears that
 * translation (null: the site shows the English name, docs/decisions/002); in English it is
 * refused. The tab and section stay (collections/Submenus/hooks/keep-section-unique.ts).
 */
export async function updateSubmenu(
  payload: Payload,
  { id, fields, locale, user }: { id: number; fields: Record<string, unknown>; locale: LocaleCode; user: Admin },
) {
  const data = tabChecked(parsePatch(locale === defaultLocale ? submenuSchema : submenuTranslationSchema, fields))
  return presentSubmenu(await payload.update({ collection: 'submenus', id, data, locale, overrideAccess: false, user }))
}

/**
 * Deletes a submenu; the collection's hook deletes its section's content items in the same
 * transaction and counts them in the request's context (none for a built-in section's submenu,
 * whose section stays). Payload may replace `req.context` during the operation: read it after.
 */
export async function removeSubmenu(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await getSubmenu(payload, id, defaultLocale, user)
  const req = await createLocalReq({ user }, payload)
  // The section's content goes to the trash with it (collections/Submenus/hooks/trash-section-content.ts).
  await moveToTrash(payload, { collection: 'submenus', id, user, req })
  return { id, deletedContentItems: Number(req.context.deletedContentItems ?? 0) }
}

/** Every submenu with its name in each language, for the back office's submenu manager. */
export async function submenuRecords(payload: Payload, user: Admin, paging?: Paging): Promise<Listed<SubmenuRecord>> {
  const result = await payload.find({
    collection: 'submenus',
    sort: ['tabId', 'displayOrder', 'id'],
    ...pageArgs(paging, 500),
    locale: 'all',
    depth: 0,
    overrideAccess: false,
    user,
  })
  return listed(result, async (doc) => ({
    id: doc.id,
    tabId: doc.tabId,
    sectionId: doc.sectionId,
    displayOrder: doc.displayOrder ?? 1,
    isActive: doc.isActive ?? true,
    names: await inEachLanguage(doc, ['name'], textOrEmpty),
  }))
}
