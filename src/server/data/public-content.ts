import 'server-only'
import type { LocaleCode } from '../../i18n/config'
import { getPayloadClient } from '../payload'
import { cachedRead } from '../site-cache'
import { listContentItems } from './content-items'
import { listMembers } from './members'

/** A section's active CMS content items in one language, ordered, as sanitised HTML (cached). */
export const sectionContentItems = cachedRead('content-items', async function sectionContentItems(locale: LocaleCode, tabId: string, sectionId: string) {
  return listContentItems(await getPayloadClient(), { tabId, sectionId, locale, user: null })
})

/** The active board or team members, ordered, with their portraits (cached). */
export const activeMembers = cachedRead('members', async function activeMembers(locale: LocaleCode, memberType: 'board' | 'team') {
  return listMembers(await getPayloadClient(), { memberType, locale, user: null })
})

export type PublicMember = Awaited<ReturnType<typeof activeMembers>>[number]
