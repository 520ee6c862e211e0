import { z } from './zod'
import { says } from './messages'
import { fromWallTime } from './wall-time'

/** The records whose back-office forms save drafts, preview them (`GET /api/preview`) and schedule their publication. */
export const draftFormCollections = ['content-items', 'members', 'photos', 'publications'] as const
export type DraftFormCollection = (typeof draftFormCollections)[number]

export const scheduleActions = ['publish', 'unpublish'] as const

/**
 * A scheduled publication (or unpublication) of a record: `at` is a date and time in the
 * organisation's time zone (SITE_TIME_ZONE, given here), and must be in the future.
 */
export const scheduleSchema = (timeZone: string, now = () => Date.now()) =>
  z.object({
    collection: z.enum(draftFormCollections),
    id: z.number().int().positive(),
    action: z.enum(scheduleActions, says('admin:validation.scheduleAction')),
    at: z
      .string(says('admin:validation.scheduleTime'))
      .refine((value) => fromWallTime(value, timeZone) !== null, says('admin:validation.scheduleTime'))
      .refine(
        (value) => (fromWallTime(value, timeZone)?.getTime() ?? 0) > now(),
        says('admin:validation.scheduleInPast'),
      ),
  })

/** The back office's schedule form: what to do, and when. */
export const scheduleFormSchema = (timeZone: string) => scheduleSchema(timeZone).pick({ action: true, at: true })

export type ScheduleInput = z.infer<ReturnType<typeof scheduleSchema>>
export type ScheduleFormValues = z.infer<ReturnType<typeof scheduleFormSchema>>
