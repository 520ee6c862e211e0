// Loaded by payload.config.ts (which scripts load too): no "server-only" here.
import type { Config } from 'payload'
import { siteTimeZone } from './backup-status'
import { setting } from './config'

/*
 * Payload's jobs queue runs scheduled publications (and unpublications) of drafts
 * (src/core/drafts, `schedulePublish`). In the one-machine default the site process runs the
 * queue; with several instances, set JOBS_AUTORUN=false on the web instances and run one
 * `npm run jobs` worker. A job is taken by one runner only (Payload marks it processing).
 */

/** How often the queue is looked at: a scheduled change lands at most this late (seconds). */
const jobsEverySeconds = 15

/** Whether this process runs the queue: the site's server, unless JOBS_AUTORUN=false. */
const runsJobsHere = () =>
  process.env.NEXT_RUNTIME === 'nodejs' &&
  process.env.NEXT_PHASE !== 'phase-production-build' &&
  setting('JOBS_AUTORUN')

export const jobsConfig: Config['jobs'] = {
  autoRun: () => (runsJobsHere() ? [{ cron: `*/${jobsEverySeconds} * * * * *`, queue: 'default', limit: 20 }] : []),
  // Finished jobs are not kept: the activity log says what was published, and by whom.
  deleteJobOnComplete: true,
}

/** Dates in the panel (the schedule's date and time) are in the organisation's time zone. */
export const panelTimezones = () => ({
  defaultTimezone: siteTimeZone(),
  supportedTimezones: [{ label: siteTimeZone(), value: siteTimeZone() }],
})
