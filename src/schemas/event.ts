import { z } from './zod'
import { publicationThemes } from '../content/site-structure'
import { clearable, email, optionalHttpUrl, personName, slug, text } from './common'
import { localizedTexts, optionalText } from './localized'
import { keyed, says } from './messages'
import { draftStateShape, eachLanguageShape, recordId, textsShape, untranslatedShape } from './shapes'
import { instantOf } from './wall-time'

/**
 * Events: workshops, seminars, launches and webinars. Start and end are instants (stored in UTC);
 * the contract takes either an instant with its offset (`2026-12-05T04:00:00Z`) or a date and time
 * in the organisation's time zone (`2026-12-05T10:00`, SITE_TIME_ZONE), which is how editors type
 * them and how the site shows them, with the zone named.
 */

export const eventTitle = z
  .string(says('admin:validation.titleRequired'))
  .trim()
  .min(1, says('admin:validation.titleRequired'))
  .max(300, says('admin:validation.titleTooLong'))
  // A title is one line: in a calendar file, a mail's subject or a feed, a line break would
  // start something else.
  .refine((value) => !/[\r\n\u2028\u2029]/.test(value), says('admin:validation.titleOneLine'))

/**
 * An event's texts in each language, with the rule each meets when filled (the English title is
 * required). The contract's fields, the public shape and the presenter follow this list.
 */
const eventTextRules = {
  title: eventTitle,
  summary: text(300, says('admin:validation.summaryTooLong')),
  description: text(10000, says('admin:validation.descriptionTooLong')),
  venue: text(300, says('admin:validation.venueTooLong')),
}
export type EventText = keyof typeof eventTextRules
export const eventTexts = Object.keys(eventTextRules) as EventText[]
const { title: _title, ...optionalTextRules } = eventTextRules
const optionalTexts = <R>(rule: (schema: z.ZodType<string, string>) => R) =>
  Object.fromEntries(Object.entries(optionalTextRules).map(([name, schema]) => [name, rule(schema)])) as {
    [K in keyof typeof optionalTextRules]: R
  }

/** How visitors register: not at all, on another site, or with the site's own form. */
export const registrationModes = ['none', 'external', 'form'] as const
export type RegistrationMode = (typeof registrationModes)[number]

/** An instant as the contract takes it: with an offset, or a wall time in `timeZone`; answered in UTC. */
export const eventInstant = (timeZone: string) =>
  z
    .string(says('admin:validation.eventTime'))
    .trim()
    .transform((value, ctx) => {
      const instant = instantOf(value, timeZone)
      if (!instant) {
        ctx.addIssue(keyed('admin:validation.eventTime'))
        return z.NEVER
      }
      return instant.toISOString()
    })

const optionalUrl = optionalHttpUrl.optional()

/** Places for the site's form: a whole number; none (null) is no limit. */
const capacity = z
  .number(says('admin:validation.capacity'))
  .int(says('admin:validation.capacity'))
  .min(1, says('admin:validation.capacity'))
  .max(100000, says('admin:validation.capacity'))

/** The fields other than the texts. */
const eventFields = (timeZone: string) => ({
  slug: slug.optional(),
  startsAt: eventInstant(timeZone),
  endsAt: eventInstant(timeZone),
  onlineUrl: optionalUrl,
  programmes: z
    .array(z.enum(publicationThemes, 'Each programme must be one of the programmes.'))
    .max(publicationThemes.length)
    .default([]),
  registration: z.enum(registrationModes, says('admin:validation.registrationMode')).default('none'),
  registrationUrl: optionalUrl,
  capacity: capacity.nullable().optional(),
  recordingUrl: optionalUrl,
  slidesUrl: optionalUrl,
  reportUrl: optionalUrl,
  isActive: z.boolean().default(true),
})

/** What must hold between the fields: the end not before the start, an address for external registration. */
function eventRules(
  event: { startsAt?: string; endsAt?: string; registration?: RegistrationMode; registrationUrl?: string },
  ctx: z.RefinementCtx,
) {
  if (event.startsAt && event.endsAt && event.endsAt < event.startsAt)
    ctx.addIssue(keyed('admin:validation.eventEndsBeforeStart', ['endsAt']))
  if (event.registration === 'external' && !event.registrationUrl)
    ctx.addIssue(keyed('admin:validation.registrationUrl', ['registrationUrl']))
}

/** An event as the contract and the back office save it (English texts, or the first save). */
export const eventSchema = (timeZone: string) =>
  z
    .object({ title: eventTitle, ...optionalTexts((schema) => schema.optional()), ...eventFields(timeZone) })
    .superRefine(eventRules)
export type EventInput = z.infer<ReturnType<typeof eventSchema>>

/** A change in a language other than English: an empty text clears that translation. */
export const eventTranslationSchema = (timeZone: string) =>
  z
    .object({
      title: clearable(eventTitle),
      ...optionalTexts((schema) => clearable(schema).optional()),
      ...eventFields(timeZone),
    })
    .superRefine(eventRules)

/** The links an event keeps: where it is held online, and after it, its recording, slides and report. */
export const eventLinks = ['onlineUrl', 'recordingUrl', 'slidesUrl', 'reportUrl'] as const

/**
 * The back office's event form: the shared fields once, the times as the organisation's clock
 * shows them (a date-and-time field, read in `timeZone`), the texts in each language (English
 * title required). The screen turns it into the contract's fields (`eventFormFields`).
 */
export const eventFormSchema = (timeZone: string) =>
  z
    .object({
      startsAt: eventInstant(timeZone),
      endsAt: eventInstant(timeZone),
      ...(Object.fromEntries(eventLinks.map((name) => [name, optionalHttpUrl])) as Record<
        (typeof eventLinks)[number],
        typeof optionalHttpUrl
      >),
      programmes: z.array(z.enum(publicationThemes)),
      registration: z.enum(registrationModes, says('admin:validation.registrationMode')),
      registrationUrl: optionalHttpUrl,
      capacity: z.union([
        z.literal(''),
        z.string().trim().regex(/^\d+$/, says('admin:validation.capacity')).transform(Number).pipe(capacity),
      ]),
      slug: z.union([z.literal(''), slug]),
      isActive: z.boolean(),
      texts: localizedTexts({ title: eventTitle, ...optionalTexts(optionalText) }),
    })
    .superRefine(eventRules)
export type EventFormValues = z.input<ReturnType<typeof eventFormSchema>>

/** The form's shared fields as the contract takes them (an empty capacity: no limit). */
export function eventFormFields({
  texts: _texts,
  capacity,
  slug,
  ...fields
}: z.output<ReturnType<typeof eventFormSchema>>) {
  return { ...fields, capacity: capacity === '' ? null : capacity, slug: slug || undefined }
}

/** Which events a list shows: those still to come (soonest first) or those past (latest first). */
export const eventWhen = ['upcoming', 'past'] as const
export const eventFilters = z.object({
  when: z.enum(eventWhen, `Must be one of: ${eventWhen.join(', ')}.`).default('upcoming'),
  programme: z.enum(publicationThemes, `Must be one of: ${publicationThemes.join(', ')}.`).optional(),
})
export type EventFilters = z.infer<typeof eventFilters>

/** The filters of a public address, each kept only when it is valid: a mistyped one is ignored, not a 404. */
export function eventFiltersFromAddress(raw: Record<string, unknown>): EventFilters {
  const when = eventFilters.shape.when.safeParse(typeof raw.when === 'string' ? raw.when : undefined)
  const programme = eventFilters.shape.programme.safeParse(
    typeof raw.programme === 'string' ? raw.programme : undefined,
  )
  return {
    when: when.success ? when.data : 'upcoming',
    ...(programme.success && programme.data ? { programme: programme.data } : {}),
  }
}

/** Events on one page of a list and of `/api/events` without `limit`. */
export const eventsPageSize = 12

/** A visitor's registration: who they are, and for the organisers, where they are from. */
export const registrationSchema = z.object({
  name: personName,
  email,
  organisation: text(200, says('forms:errors.organisationMax')).optional().default(''),
})
export type RegistrationInput = z.infer<typeof registrationSchema>

export const registrationStates = ['registered', 'waitlisted', 'cancelled'] as const
export type RegistrationState = (typeof registrationStates)[number]

/** What a visitor's registration answers: a place, or a place on the waiting list. */
export const registrationAnswerSchema = z.object({
  status: z.enum(['registered', 'waitlisted']),
  receivedAt: z.string(),
})

/** An event as the contract and the pages show it, in one language (src/server/data/events.ts). */
export const publicEventSchema = z.object({
  id: recordId,
  slug: z.string(),
  url: z.string().describe('The public page, /events/{slug}'),
  calendarUrl: z
    .string()
    .describe('The event as an iCalendar file in the language read, /feeds/{locale}/events/{slug}.ics'),
  ...textsShape(eventTexts).shape,
  startsAt: z.string().describe('ISO 8601, UTC'),
  endsAt: z.string().describe('ISO 8601, UTC'),
  timeZone: z.string().describe("The organisation's IANA time zone, in which the site shows the times"),
  onlineUrl: z.string().nullable(),
  programmes: z.array(z.enum(publicationThemes)),
  registration: z.enum(registrationModes),
  registrationUrl: z.string().nullable(),
  capacity: z.number().int().nullable().describe('Places for the form; none: no limit'),
  placesLeft: z.number().int().nullable().describe('For the form with a capacity: places not yet taken'),
  recordingUrl: z.string().nullable(),
  slidesUrl: z.string().nullable(),
  reportUrl: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: z.string(),
  untranslated: untranslatedShape(
    eventTexts,
    'In a list or a page read: the texts shown in English because the language asked has none of its own.',
  ),
})
export type PublicEvent = z.infer<typeof publicEventSchema>

/** An event as the back office holds it: every language's texts, and whether the site shows this version. */
export const eventRecordSchema = publicEventSchema.omit({ untranslated: true }).extend({
  texts: eachLanguageShape(textsShape(eventTexts)),
  /** Set when the site does not show this version (src/core/drafts). */
  draft: draftStateShape.optional(),
  /** Its versions (Payload's version view). */
  history: z.string().optional(),
})
export type EventRecord = z.infer<typeof eventRecordSchema>

/** A registration as the administrators see it. */
export const publicRegistrationSchema = z.object({
  id: recordId,
  event: recordId,
  name: z.string(),
  email: z.string(),
  organisation: z.string(),
  locale: z.string().describe('The language the visitor registered in, which their mails use'),
  status: z.enum(registrationStates),
  createdAt: z.string(),
})
export type PublicRegistration = z.infer<typeof publicRegistrationSchema>

/** An administrator's change of a registration: off the waiting list, or cancelled. */
export const registrationChangeSchema = z.object({
  status: z.enum(registrationStates, `Must be one of: ${registrationStates.join(', ')}.`),
})
