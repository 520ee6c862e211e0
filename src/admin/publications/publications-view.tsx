import type { AdminViewServerProps } from 'payload'
import { siteContent } from '@/content'
import { publicationThemes } from '@/content/site-structure'
import { siteTimeZone } from '@/core/backup-status'
import { messages } from '@/i18n/messages'
import { memberNames } from '@/server/data/members'
import type { PageMeta } from '@/server/data/paging'
import { publicationRecords } from '@/server/data/publications'
import { adminLocale, adminPageSize, AdminScreen, pageOf, requireAdminView } from '../ui/admin-screen'
import type { PublicationRecord } from '@/schemas/publication'
import { PublicationManager } from './publication-manager'

/** `/admin/publication-manager`: the research library, inactive publications and drafts included. */
export async function PublicationsView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let publications: { items: PublicationRecord[]; meta: PageMeta } | null = null
  let members: { id: number; name: string }[] = []
  try {
    ;[publications, members] = await Promise.all([
      publicationRecords(payload, user, { page: pageOf(props.searchParams), limit: adminPageSize }),
      memberNames(payload, user),
    ])
  } catch (error) {
    payload.logger.error({ err: error, msg: 'publication manager: loading the publications failed' })
  }
  const programmes = siteContent(adminLocale(props)).programmes.list
  return (
    <AdminScreen props={props}>
      <PublicationManager
        publications={publications?.items ?? null}
        meta={publications?.meta}
        members={members}
        themes={publicationThemes.map((id) => ({ id, name: programmes.find((p) => p.id === id)?.title ?? id }))}
        typeNames={messages[adminLocale(props)].common.publications.types}
        timeZone={siteTimeZone()}
      />
    </AdminScreen>
  )
}
