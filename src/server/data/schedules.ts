import 'server-only'
import type { Payload, Where } from 'payload'
import { siteTimeZone } from '../../core/backup-status'
import { scheduleSchema, type DraftFormCollection } from '../../schemas/schedule'
import { instantOf, toWallTime } from '../../schemas/wall-time'
import type { Admin } from '../auth'
import { HttpError, orNotFound } from '../http'
import type { PublicSchedule } from '../../schemas/schedule'

/*
 * Scheduled publications and unpublications (src/core/jobs.ts): Payload's `schedulePublish`
 * jobs, queued here from the back office's forms as Payload's own "Schedule" queues them, and
 * run by the site process at their time as the administrator who scheduled them.
 */

/**
 * A queued job as the contract shows it (src/schemas/schedule.ts), for the record's collection
 * that found it. A job without a time is due from when it was queued.
 */
function presentSchedule(
  job: { id: number | string; waitUntil?: string | null; createdAt: string; input?: unknown },
  collection: DraftFormCollection,
): PublicSchedule {
  const input = (job.input ?? {}) as { type?: string; doc?: { value?: unknown } }
  const at = new Date(job.waitUntil ?? job.createdAt)
  return {
    id: Number(job.id),
    collection,
    docId: Number(input.doc?.value),
    action: input.type === 'unpublish' ? 'unpublish' : 'publish',
    at: at.toISOString(),
    /** The same moment as the organisation's clock shows it (`SITE_TIME_ZONE`). */
    localTime: toWallTime(at, siteTimeZone()),
    timeZone: siteTimeZone(),
  }
}

/** Payload's UI stores the record's id as a string, a queue call as a number: both are found. */
const forRecord = (collection: DraftFormCollection, id: number): Where => ({
  and: [
    { taskSlug: { equals: 'schedulePublish' } },
    { 'input.doc.relationTo': { equals: collection } },
    { or: [{ 'input.doc.value': { equals: id } }, { 'input.doc.value': { equals: String(id) } }] },
  ],
})

const findRecord = (payload: Payload, collection: DraftFormCollection, id: number, user: Admin) =>
  orNotFound(
    payload.findByID({ collection, id, depth: 0, draft: true, overrideAccess: false, user }),
    'No such record.',
  )

/** Schedules a publication or unpublication of a record at a time of the organisation's clock. */
export async function createSchedule(
  payload: Payload,
  { fields, user }: { fields: Record<string, unknown>; user: Admin },
) {
  const { collection, id, action, at } = scheduleSchema(siteTimeZone()).parse(fields)
  await findRecord(payload, collection, id, user)
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: action, doc: { relationTo: collection, value: id }, user: { relationTo: 'users', value: user.id } },
    waitUntil: instantOf(at, siteTimeZone())!,
  })
  return presentSchedule(job, collection)
}

/** What is scheduled for a record and not done yet, soonest first. */
export async function upcomingSchedules(
  payload: Payload,
  { collection, id, user }: { collection: DraftFormCollection; id: number; user: Admin },
) {
  await findRecord(payload, collection, id, user)
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [forRecord(collection, id), { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    sort: 'waitUntil',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((job) => presentSchedule(job, collection))
}

/** Cancels a scheduled change that has not run yet. */
export async function cancelSchedule(payload: Payload, { id }: { id: number }) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ id: { equals: id } }, { taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length === 0) throw new HttpError(404, 'No such scheduled change.')
  await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true })
  return { id }
}
