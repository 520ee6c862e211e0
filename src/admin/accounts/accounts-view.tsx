import type { AdminViewServerProps } from 'payload'
import { publicUser } from '@/server/auth'
import { AdminScreen, requireAdminView } from '../ui/admin-screen'
import { AccountManager, type Account } from './account-manager'

/** `/admin/admin-manager`: the administrator accounts. */
export async function AccountsView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let accounts: Account[] | null = null
  try {
    const { docs } = await payload.find({ collection: 'users', sort: 'createdAt', limit: 500, depth: 0, overrideAccess: false, user })
    accounts = docs.map(publicUser)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'admin manager: loading the accounts failed' })
  }
  return (
    <AdminScreen props={props}>
      <AccountManager accounts={accounts} currentId={user.id} />
    </AdminScreen>
  )
}
