import type { AdminViewServerProps } from 'payload'
import { listUsers } from '@/server/data/users'
import { AdminScreen, requireAdminView } from '../ui/admin-screen'
import type { PublicAdminUser as Account } from '@/schemas/admin-user'
import { AccountManager } from './account-manager'

/** `/admin/admin-manager`: the administrator accounts. */
export async function AccountsView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let accounts: Account[] | null = null
  try {
    accounts = await listUsers(payload, user)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'admin manager: loading the accounts failed' })
  }
  return (
    <AdminScreen props={props}>
      <AccountManager accounts={accounts} currentId={user.id} />
    </AdminScreen>
  )
}
