import type { AdminViewServerProps } from 'payload'
import { tabIds, type TabId } from '@/content/site-structure'
import { localeCodes, type LocaleCode } from '@/i18n/config'
import { lexicalToHtml } from '@/core/rich-text'
import { adminLocale, AdminScreen, requireAdminView } from '../ui/admin-screen'
import { siteAreas } from '../ui/site-areas'
import { emptyTranslations } from '../ui/translations'
import { ContentForm, type ContentFormValues } from './content-form'

type Localized<T> = Partial<Record<LocaleCode, T | null>>

/** The content form: `/admin/content/new` (optional `?tab=`) creates, `/admin/content/edit/{id}` edits. */
export async function ContentFormView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  const segments = (props.params as { segments?: string[] }).segments ?? []
  const id = segments[1] === 'edit' ? Number(segments[2]) : undefined
  const areas = await siteAreas(payload, user, adminLocale(props))

  let initial: ContentFormValues | null = null
  if (id === undefined) {
    const tab = props.searchParams?.tab
    initial = {
      tabId: tabIds.includes(tab as TabId) ? (tab as TabId) : tabIds[0],
      sectionId: '',
      displayOrder: 1,
      isActive: true,
      text: emptyTranslations({ title: '', content: '' }),
    }
  } else if (Number.isInteger(id) && id > 0) {
    const doc = await payload
      .findByID({ collection: 'content-items', id, locale: 'all', depth: 0, overrideAccess: false, user })
      .catch(() => null)
    if (doc) {
      const titles = (doc.title ?? {}) as unknown as Localized<string>
      const contents = (doc.content ?? {}) as unknown as Localized<Parameters<typeof lexicalToHtml>[0]>
      const text = {} as ContentFormValues['text']
      for (const code of localeCodes) {
        text[code] = { title: titles[code] ?? '', content: contents[code] ? await lexicalToHtml(contents[code]) : '' }
      }
      initial = { tabId: doc.tabId as TabId, sectionId: doc.sectionId, displayOrder: doc.displayOrder ?? 1, isActive: doc.isActive ?? true, text }
    }
  }

  return (
    <AdminScreen props={props}>
      <ContentForm id={id} initial={initial} areas={areas} />
    </AdminScreen>
  )
}
