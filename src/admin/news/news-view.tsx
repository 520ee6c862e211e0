import type { AdminViewServerProps } from 'payload'
import { programmeName } from '@/content'
import { siteTimeZone } from '@/core/backup-status'
import { memberNames } from '@/server/data/members'
import { newsRecords } from '@/server/data/news'
import type { PageMeta } from '@/server/data/paging'
import { newsProgrammes, type NewsRecord } from '@/schemas/news'
import { adminLocale, adminPageSize, AdminScreen, pageOf, requireAdminView } from '../ui/admin-screen'
import { NewsManager } from './news-manager'

/** `/admin/news-manager`: the news stories, inactive ones and drafts included (docs/decisions/032). */
export async function NewsView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let news: { items: NewsRecord[]; meta: PageMeta } | null = null
  let members: { id: number; name: string }[] = []
  try {
    ;[news, members] = await Promise.all([
      newsRecords(payload, user, { page: pageOf(props.searchParams), limit: adminPageSize }),
      memberNames(payload, user),
    ])
  } catch (error) {
    payload.logger.error({ err: error, msg: 'news manager: loading the news failed' })
  }
  return (
    <AdminScreen props={props}>
      <NewsManager
        news={news?.items ?? null}
        meta={news?.meta}
        members={members}
        programmes={newsProgrammes.map((id) => ({ id, name: programmeName(adminLocale(props), id) }))}
        timeZone={siteTimeZone()}
      />
    </AdminScreen>
  )
}
