import type { AdminViewServerProps } from 'payload'
import { siteTimeZone } from '@/core/backup-status'
import { AdminScreen, requireAdminView } from '../ui/admin-screen'
import { ReachManager } from './reach-manager'
import { todayIn } from './reach-parts'

/**
 * `/admin/reach`: how many read the site and download its publications, counted without cookies
 * (docs/decisions/038-reach.md). The screen reads the figures in the browser through the contract
 * (`GET /api/reach`), one report per table, for the period chosen; the days are the organisation's
 * (SITE_TIME_ZONE).
 */
export function ReachView(props: AdminViewServerProps) {
  requireAdminView(props)
  return (
    <AdminScreen props={props}>
      <ReachManager today={todayIn(siteTimeZone())} />
    </AdminScreen>
  )
}
