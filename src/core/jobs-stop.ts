import { onServerStop } from './lifecycle'

/**
 * A stopping server (src/core/lifecycle.ts) runs no new job and finishes the one it is running,
 * so that no publication is left half done nor held by a process that is gone. The queue's
 * timers are Payload's own (`payload.crons`, croner), started when a request first opens the
 * panel or the API.
 */
export function stopJobsWithServer(): void {
  onServerStop({
    name: 'jobs queue',
    stop: async () => {
      const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
      const payload = await getPayload({ config })
      const crons = payload.crons.splice(0)
      for (const cron of crons) cron.pause()
      while (crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 100))
      for (const cron of crons) cron.stop()
    },
  })
}
