import type { AdminViewServerProps } from 'payload'
import { AdminScreen, requireAdminView } from '../ui/admin-screen'
import { TwoStepManager } from './two-step-manager'

/**
 * `/admin/two-step`: the signed-in administrator's own two-step login (authenticator app,
 * passkeys, recovery codes) and sessions. The screen reads them through the contract
 * (`GET /api/two-step`, `GET /api/sessions`): which session is this one is known from the
 * request's token, as the contract tells it.
 */
export function TwoStepView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  return (
    <AdminScreen props={props}>
      <TwoStepManager account={String(user.username ?? user.email ?? '')} />
    </AdminScreen>
  )
}
