import 'server-only'
import config from '@payload-config'
import type { Payload, Where } from 'payload'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import type { ContentItem } from '../../payload-types'
import { contentItemSchema, contentItemTranslationSchema } from '../../schemas/content-item'
import type { Admin } from '../auth'
import { orNotFound, parsePatch } from '../http'
import { htmlToLexical, lexicalToHtml } from '../../core/rich-text'
import type { Paging } from '../request'
import { listed, pageArgs } from './paging'

export async function presentContentItem(item: ContentItem) {
  return {
    id: item.id,
    tabId: item.tabId,
    sectionId: item.sectionId,
    title: item.title ?? '',
    content: await lexicalToHtml(item.content as never),
    displayOrder: item.displayOrder,
    isActive: item.isActive ?? true,
  }
}

export async function listContentItems(
  payload: Payload,
  { tabId, sectionId, locale, user }: { tabId?: string; sectionId?: string; locale: LocaleCode; user: Admin | null },
  paging?: Paging,
) {
  const where: Where = {}
  if (tabId) where.tabId = { equals: tabId }
  if (sectionId) where.sectionId = { equals: sectionId }
  const result = await payload.find({
    collection: 'content-items',
    where,
    sort: ['displayOrder', 'id'],
    ...pageArgs(paging, 1000),
    locale,
    fallbackLocale: 'en',
    overrideAccess: false,
    user,
  })
  return listed(result, presentContentItem)
}

export async function getContentItem(payload: Payload, id: number, locale: LocaleCode, user: Admin | null) {
  return orNotFound(payload.findByID({ collection: 'content-items', id, locale, fallbackLocale: 'en', overrideAccess: false, user }), 'No content item with this id.')
}

/**
 * Validates with the shared schema (all fields on create, the given ones on PATCH); HTML in
 * becomes Lexical. A PATCH in a language other than English may empty the title or the content:
 * that translation is cleared (null) and the site shows the English text (docs/decisions/002).
 * In English an empty one is refused ("Title is required", "Content is required").
 */
export async function toContentData(fields: Record<string, unknown>, { partial, locale }: { partial: boolean; locale: LocaleCode }) {
  const translation = partial && locale !== defaultLocale
  const data = partial ? parsePatch(translation ? contentItemTranslationSchema : contentItemSchema, fields) : contentItemSchema.parse(fields)
  const { content, ...rest } = data
  if (content === undefined) return rest
  if (content === null) return { ...rest, content: null }
  const lexical = await htmlToLexical(content, config)
  // HTML with no text left once cleaned is empty too; in English, the collection refuses it.
  return { ...rest, content: translation && lexical.root.children.length === 0 ? null : lexical }
}
