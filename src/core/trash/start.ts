import { activityRetentionDays, purgeOldActivity } from '../activity'
import { everyHour } from '../hourly'
import { purgeTrash, trashDays } from '.'

/** Deletes for good what has been in the trash for 30 days, and activity entries older than a year: shortly after start, then every hour. */
export function startTrashPurge(): void {
  everyHour('purge', 45_000, async (payload) => {
    const trashed = await purgeTrash(payload)
    const entries = await purgeOldActivity(payload)
    const done = [
      trashed ? `${trashed} record(s) in the trash for over ${trashDays} days` : '',
      entries ? `${entries} activity entries older than ${activityRetentionDays} days` : '',
    ]
    return done.some(Boolean) ? `deleted ${done.filter(Boolean).join(' and ')}` : null
  })
}
