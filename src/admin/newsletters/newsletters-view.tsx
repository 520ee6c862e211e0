import type { AdminViewServerProps } from 'payload'
import { siteTimeZone } from '@/core/backup-status'
import { listEditions } from '@/server/data/newsletters'
import type { PageMeta } from '@/server/data/paging'
import type { PublicEdition } from '@/schemas/newsletter-edition'
import { adminPageSize, AdminScreen, pageOf, requireAdminView } from '../ui/admin-screen'
import { NewslettersManager } from './newsletters-manager'

/**
 * `/admin/newsletters`: the newsletter's editions, the latest written first, drafts and sent ones
 * alike (docs/decisions/036); each is written, previewed, tested, sent or scheduled here.
 */
export async function NewslettersView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let editions: { items: PublicEdition[]; meta: PageMeta } | null = null
  try {
    // In English: the list names each edition by its English subject, which every one has.
    editions = await listEditions(
      payload,
      { locale: 'en', user },
      { page: pageOf(props.searchParams), limit: adminPageSize },
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: 'newsletter screen: loading the editions failed' })
  }
  return (
    <AdminScreen props={props}>
      <NewslettersManager editions={editions?.items ?? null} meta={editions?.meta} timeZone={siteTimeZone()} />
    </AdminScreen>
  )
}
