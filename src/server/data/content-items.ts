import 'server-only'
import config from '@payload-config'
import type { Payload, Where } from 'payload'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import type { ContentItem } from '../../payload-types'
import type { TabId } from '../../content/site-structure'
import { contentItemSchema, contentItemTranslationSchema, type ContentItemFormValues } from '../../schemas/content-item'
import { emptyTranslations } from '../../schemas/localized'
import type { Admin } from '../auth'
import { orNotFound, parsePatch } from '../http'
import { htmlToLexical, lexicalToHtml } from '../../core/rich-text'
import type { Paging } from '../request'
import { inEachLanguage, textOrEmpty, untranslatedFields } from './languages'
import { listed, pageArgs } from './paging'
import { tabChecked } from './tabs'
import { saveAs } from './publishing'
import { moveToTrash } from './trash'
import { cachedForVisitors } from './visitor-cache'
import type { PublicContentItem } from '../../schemas/content-item'

/** Content items: the text of a tab's section, stored as Lexical rich text, sent and shown as sanitised HTML. */

type RichText = NonNullable<ContentItem['content']>

/** Stored rich text as sanitised HTML ('' when there is none). */
const asHtml = (content: RichText | null | undefined) => lexicalToHtml(content)

/** The texts of a content item that a language may leave to English. */
const translatedFields = ['title', 'content'] as const
export type ContentItemText = (typeof translatedFields)[number]

/**
 * An item as the contract and the pages show it. `untranslated` (in a list read) names the
 * texts shown in English because the language asked has none of its own.
 */
export async function presentContentItem(
  item: ContentItem,
  untranslated?: ContentItemText[],
): Promise<PublicContentItem> {
  return {
    id: item.id,
    tabId: item.tabId,
    sectionId: item.sectionId,
    title: item.title ?? '',
    content: await asHtml(item.content),
    displayOrder: item.displayOrder,
    isActive: item.isActive ?? true,
    ...(untranslated ? { untranslated } : {}),
  }
}

export const listContentItems = cachedForVisitors(
  'content-items',
  async function listContentItems(
    payload: Payload,
    {
      tabId,
      sectionId,
      locale,
      user,
      preview = false,
    }: {
      tabId?: string
      sectionId?: string
      locale: LocaleCode
      user: Admin | null
      /** An administrator's preview: the active items as the site will show them, drafts included. */
      preview?: boolean
    },
    paging?: Paging,
  ) {
    const where: Where = {}
    if (tabId) where.tabId = { equals: tabId }
    if (sectionId) where.sectionId = { equals: sectionId }
    if (preview) where.isActive = { equals: true }
    const draft = preview && user !== null
    const result = await payload.find({
      collection: 'content-items',
      where,
      draft,
      sort: ['displayOrder', 'id'],
      ...pageArgs(paging, 1000),
      locale,
      fallbackLocale: 'en',
      overrideAccess: false,
      user,
    })
    const english = await untranslatedFields(payload, {
      collection: 'content-items',
      docs: result.docs,
      locale,
      fields: translatedFields,
      draft,
      user,
    })
    return listed(result, (item) => presentContentItem(item, english.get(item.id) ?? []))
  },
)

export async function getContentItem(payload: Payload, id: number, locale: LocaleCode, user: Admin | null) {
  return orNotFound(
    payload.findByID({ collection: 'content-items', id, locale, fallbackLocale: 'en', overrideAccess: false, user }),
    'No content item with this id.',
  )
}

/**
 * HTML in becomes Lexical. In a PATCH in a language other than English an empty content is
 * cleared (null) and the site shows the English text (docs/decisions/002); in English the
 * collection refuses it ("Content is required").
 */
async function withRichText<T extends { content?: string | null }>(
  { content, ...rest }: T,
  { translation }: { translation: boolean },
) {
  if (content === undefined) return rest
  if (content === null) return { ...rest, content: null }
  const lexical = await htmlToLexical(content, config)
  // HTML with no text left once cleaned is empty too; in English, the collection refuses it.
  // Spread: the editor's state as the plain object the generated type describes.
  return { ...rest, content: translation && lexical.root.children.length === 0 ? null : { ...lexical } }
}

/** Creates an item from all its fields (the shared schema), in one language; published unless `draft`. */
export async function createContentItem(
  payload: Payload,
  {
    fields,
    locale,
    user,
    draft = false,
  }: { fields: Record<string, unknown>; locale: LocaleCode; user: Admin; draft?: boolean },
) {
  const data = await withRichText(tabChecked(contentItemSchema.parse(fields)), { translation: false })
  return presentContentItem(
    await payload.create({ collection: 'content-items', ...saveAs(data, draft), locale, overrideAccess: false, user }),
  )
}

/**
 * Changes the fields sent, each validated by the shared schema; the caller found the item first
 * (a missing one is a 404 before its body is read). Published unless `draft`. In a language other than English an emptied
 * title or content clears that translation; in English it is refused ("Title is required").
 */
export async function updateContentItem(
  payload: Payload,
  {
    id,
    fields,
    locale,
    user,
    draft = false,
  }: { id: number; fields: Record<string, unknown>; locale: LocaleCode; user: Admin; draft?: boolean },
) {
  const translation = locale !== defaultLocale
  const data = await withRichText(
    tabChecked(parsePatch(translation ? contentItemTranslationSchema : contentItemSchema, fields)),
    { translation },
  )
  return presentContentItem(
    await payload.update({
      collection: 'content-items',
      id,
      ...saveAs(data, draft),
      locale,
      overrideAccess: false,
      user,
    }),
  )
}

export async function removeContentItem(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await getContentItem(payload, id, defaultLocale, user)
  await moveToTrash(payload, { collection: 'content-items', id, user })
  return { id }
}

/** The content form's values for a new item in a site area: empty in every language. */
export function newContentItemForm(tabId: TabId): ContentItemFormValues {
  return { tabId, sectionId: '', displayOrder: 1, isActive: true, text: emptyTranslations({ title: '', content: '' }) }
}

/**
 * A content item with its title and content (as HTML) in each language, for the back office's
 * content form: its latest version, a draft when there is one; null when there is none.
 */
export async function contentItemForm(
  payload: Payload,
  id: number,
  user: Admin,
): Promise<ContentItemFormValues | null> {
  const doc = await payload
    .findByID({ collection: 'content-items', id, locale: 'all', depth: 0, draft: true, overrideAccess: false, user })
    .catch(() => null)
  if (!doc) return null
  const text = await inEachLanguage(doc, ['title', 'content'], (value, field) =>
    field === 'content' ? (value ? asHtml(value as RichText) : '') : textOrEmpty(value as string | undefined),
  )
  return {
    tabId: doc.tabId,
    sectionId: doc.sectionId,
    displayOrder: doc.displayOrder ?? 1,
    isActive: doc.isActive ?? true,
    text,
  }
}
