import type { AdminViewServerProps } from 'payload'
import { siteTimeZone } from '@/core/backup-status'
import { memberRecords } from '@/server/data/members'
import type { PageMeta } from '@/server/data/paging'
import { adminPageSize, AdminScreen, pageOf, requireAdminView } from '../ui/admin-screen'
import type { MemberRecord } from '@/schemas/member'
import { MemberManager } from './member-manager'

/** `/admin/member-manager`: the board and the team, with their titles in each language. */
export async function MembersView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let members: { items: MemberRecord[]; meta: PageMeta } | null = null
  try {
    members = await memberRecords(payload, user, { page: pageOf(props.searchParams), limit: adminPageSize })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'member manager: loading the members failed' })
  }
  return (
    <AdminScreen props={props}>
      <MemberManager members={members?.items ?? null} meta={members?.meta} timeZone={siteTimeZone()} />
    </AdminScreen>
  )
}
