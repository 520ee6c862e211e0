import { purgeTrash, trashDays } from '.'

const hourMs = 60 * 60 * 1000

/**
 * Deletes for good, in the server process (instrumentation.ts), what has been in the trash for
 * more than 30 days: shortly after start, then every hour. Several instances may purge at once.
 */
export function startTrashPurge(): void {
  let failing = false
  const purge = async () => {
    try {
      const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
      const purged = await purgeTrash(await getPayload({ config }))
      if (purged) console.log(`[site] trash: deleted for good ${purged} record(s) older than ${trashDays} days`)
      failing = false
    } catch (error) {
      if (!failing) console.error(`[site] trash: the purge failed (${(error as Error).message?.split('\n')[0]})`)
      failing = true
    }
  }
  setTimeout(() => void purge(), 45_000).unref()
  setInterval(() => void purge(), hourMs).unref()
}
