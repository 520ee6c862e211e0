import { z } from './zod'
import { says } from './messages'
import { instantOf, instantPattern } from './wall-time'
import { recordId } from './shapes'

/** The records whose back-office forms save drafts, preview them (`GET /api/preview`) and schedule their publication. */
export const draftFormCollections = ['content-items', 'members', 'photos', 'publications', 'news', 'events'] as const
export type DraftFormCollection = (typeof draftFormCollections)[number]

export const scheduleActions = ['publish', 'unpublish'] as const

/**
 * A scheduled publication (or unpublication) of a record: `at` is a date and time in the
 * organisation's time zone (SITE_TIME_ZONE, given here) or an instant with its offset (RFC 3339),
 * and must be in the future.
 */
export const scheduleSchema = (timeZone: string, now = () => Date.now()) =>
  z.object({
    collection: z.enum(draftFormCollections),
    id: z.number().int().positive(),
    action: z.enum(scheduleActions, says('admin:validation.scheduleAction')),
    at: z
      .string(says('admin:validation.scheduleTime'))
      .regex(instantPattern, says('admin:validation.scheduleTime'))
      .refine((value) => instantOf(value, timeZone) !== null, says('admin:validation.scheduleTime'))
      .refine((value) => (instantOf(value, timeZone)?.getTime() ?? 0) > now(), says('admin:validation.scheduleInPast'))
      .describe(
        "A date and time of the organisation's clock (`YYYY-MM-DDTHH:mm` in `SITE_TIME_ZONE`), or an instant with its offset (RFC 3339); in the future",
      )
      .meta({ examples: ['2027-01-06T16:00', '2027-01-06T10:00:00Z', '2027-01-06T16:00:00+06:00'] }),
  })

/** The back office's schedule form: what to do, and when. */
export const scheduleFormSchema = (timeZone: string) => scheduleSchema(timeZone).pick({ action: true, at: true })

export type ScheduleFormValues = z.infer<ReturnType<typeof scheduleFormSchema>>

/** What the contract answers (its response schema in the OpenAPI document; the presenter returns it). */
export const publicScheduleSchema = z.object({
  id: recordId,
  collection: z.enum(draftFormCollections),
  docId: recordId,
  action: z.enum(scheduleActions),
  at: z.string().describe('ISO 8601, UTC'),
  localTime: z.string().describe("The same moment on the organisation's clock, `YYYY-MM-DDTHH:mm`"),
  timeZone: z.string().describe('SITE_TIME_ZONE'),
})
export type PublicSchedule = z.infer<typeof publicScheduleSchema>
