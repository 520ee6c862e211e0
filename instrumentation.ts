/**
 * Next calls register() once when a server starts: the site's mail worker runs in the server
 * process (src/core/mail/start.ts). Not during `next build`, whose workers also load this file.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startMailInServer } = await import('./src/core/mail/start')
  startMailInServer()
  // Unconfirmed newsletter subscribers are forgotten after 7 days (src/core/newsletter/start.ts).
  // Scheduled editions of the newsletter start on time (src/core/newsletter/start.ts).
  const { startNewsletterSending, startNewsletterSweep } = await import('./src/core/newsletter/start')
  startNewsletterSweep()
  startNewsletterSending()
  // What has been in the trash for 30 days, and activity older than a year, is deleted (src/core/trash/start.ts).
  const { startTrashPurge } = await import('./src/core/trash/start')
  startTrashPurge()
  // A stopping server finishes its job and starts no other (scripts/lib/graceful.ts).
  const { stopJobsWithServer } = await import('./src/core/jobs-stop')
  stopJobsWithServer()
}
