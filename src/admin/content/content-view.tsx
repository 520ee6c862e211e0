import type { AdminViewServerProps } from 'payload'
import { isTabId, tabIds } from '@/content/site-structure'
import { contentItemForm, newContentItemForm } from '@/server/data/content-items'
import { draftStates, historyHref } from '@/server/data/drafts'
import { siteTimeZone } from '@/core/backup-status'
import type { DraftState } from '@/core/drafts'
import { adminLocale, AdminScreen, requireAdminView } from '../ui/admin-screen'
import { siteAreas } from '../ui/site-areas'
import { ContentForm, type ContentFormValues } from './content-form'

/** The content form: `/admin/content/new` (optional `?tab=`) creates, `/admin/content/edit/{id}` edits. */
export async function ContentFormView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  const segments = (props.params as { segments?: string[] }).segments ?? []
  const id = segments[1] === 'edit' ? Number(segments[2]) : undefined
  const areas = await siteAreas(payload, user, adminLocale(props))

  let initial: ContentFormValues | null = null
  let draft: DraftState | undefined
  if (id === undefined) {
    const tab = props.searchParams?.tab
    initial = newContentItemForm(isTabId(tab) ? tab : tabIds[0])
  } else if (Number.isInteger(id) && id > 0) {
    initial = await contentItemForm(payload, id, user)
    if (initial) draft = (await draftStates(payload, 'content-items', [id], user)).get(id)
  }

  return (
    <AdminScreen props={props}>
      <ContentForm
        id={id}
        initial={initial}
        areas={areas}
        draft={draft}
        history={id === undefined ? undefined : historyHref('content-items', id)}
        timeZone={siteTimeZone()}
      />
    </AdminScreen>
  )
}
