import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type Where } from 'payload'
import { setting } from '../../core/config'
import { sqlRunnerOf, rowsOf } from '../../core/db/raw-sql'
import { eventPath } from '../../core/events/calendar'
import { queueRegistrationMail } from '../../core/events/mails'
import { csvFile } from '../../core/csv'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import { feedLength } from '../../i18n/feeds'
import type { Event, EventRegistration } from '../../payload-types'
import {
  eventSchema,
  eventsPageSize,
  eventTexts,
  eventTranslationSchema,
  type EventFilters,
  type EventRecord,
  type EventText,
  type PublicEvent,
  type PublicRegistration,
  type RegistrationInput,
  type RegistrationState,
} from '../../schemas/event'
import type { Admin } from '../auth'
import { HttpError, orNotFound } from '../http'
import type { Paging } from '../request'
import { draftStates, historyHref, previewWhere } from './drafts'
import { inEachLanguage, textOrEmpty, untranslatedFields } from './languages'
import { listed, type Listed } from './paging'
import { saveAs } from './publishing'
import { moveToTrash } from './trash'
import { cachedForVisitors, knownSlugsFirst } from './visitor-cache'

/** The organisation's time zone, in which events are typed and shown. */
export const eventTimeZone = () => setting('SITE_TIME_ZONE')

/** An event's page, and the same event as an iCalendar file in one language. */
export { eventPath }
export const eventCalendarPath = (slug: string, locale: LocaleCode) => `/feeds/${locale}/events/${slug}.ics`

const textsOf = (doc: Event) =>
  Object.fromEntries(eventTexts.map((name) => [name, doc[name] ?? ''])) as Record<EventText, string>

/** An event as the contract and the pages show it (src/schemas/event.ts); `taken`: places taken by the form. */
export function presentEvent(
  doc: Event,
  { taken, locale }: { taken: number; locale: LocaleCode },
  untranslated?: EventText[],
): PublicEvent {
  const slug = doc.slug ?? String(doc.id)
  const capacity = doc.registration === 'form' ? (doc.capacity ?? null) : null
  return {
    id: doc.id,
    slug,
    url: eventPath(slug),
    calendarUrl: eventCalendarPath(slug, locale),
    ...textsOf(doc),
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    timeZone: eventTimeZone(),
    onlineUrl: doc.onlineUrl || null,
    programmes: doc.programmes ?? [],
    registration: doc.registration ?? 'none',
    registrationUrl: doc.registration === 'external' ? doc.registrationUrl || null : null,
    capacity,
    placesLeft: capacity === null ? null : Math.max(0, capacity - taken),
    recordingUrl: doc.recordingUrl || null,
    slidesUrl: doc.slidesUrl || null,
    reportUrl: doc.reportUrl || null,
    isActive: doc.isActive ?? true,
    updatedAt: doc.updatedAt,
    ...(untranslated ? { untranslated } : {}),
  }
}

/** Places taken (registered, not waitlisted or cancelled) of each of `ids`. */
async function placesTaken(payload: Payload, ids: number[]): Promise<Map<number, number>> {
  const taken = new Map<number, number>()
  if (!ids.length) return taken
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { in: ids } }, { status: { equals: 'registered' } }] },
    select: { event: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs) {
    const id = typeof doc.event === 'object' ? doc.event.id : doc.event
    taken.set(id, (taken.get(id) ?? 0) + 1)
  }
  return taken
}

/** Presents `docs` read in `locale` (`draft`: their latest versions, in a preview), with places taken and the texts shown in English. */
async function presentAll(payload: Payload, docs: Event[], locale: LocaleCode, user: Admin | null, draft = false) {
  const [taken, english] = await Promise.all([
    placesTaken(
      payload,
      docs.map((doc) => doc.id),
    ),
    untranslatedFields(payload, { collection: 'events', docs, locale, fields: eventTexts, draft, user }),
  ])
  return (doc: Event) => presentEvent(doc, { taken: taken.get(doc.id) ?? 0, locale }, english.get(doc.id) ?? [])
}

/**
 * The hour a list is read at: upcoming and past change as time passes, and a cached list is
 * kept per hour (an event moves from one list to the other within the hour it ends).
 */
export const listHour = (now = Date.now()) => new Date(Math.floor(now / 3_600_000) * 3_600_000).toISOString()

type ListFilter = { locale: LocaleCode; filters: EventFilters; asOf: string; user: Admin | null }

async function readEvents(
  payload: Payload,
  { locale, filters, asOf, user }: ListFilter,
  paging: Paging = { page: 1, limit: eventsPageSize },
): Promise<Listed<PublicEvent>> {
  const and: Where[] = [
    filters.when === 'upcoming' ? { endsAt: { greater_than_equal: asOf } } : { endsAt: { less_than: asOf } },
  ]
  if (filters.programme) and.push({ programmes: { in: [filters.programme] } })
  const result = await payload.find({
    collection: 'events',
    where: { and },
    // Upcoming: the soonest first; past: the latest first.
    sort: filters.when === 'upcoming' ? ['startsAt', 'id'] : ['-startsAt', '-id'],
    page: paging.page,
    limit: paging.limit,
    depth: 0,
    locale,
    fallbackLocale: defaultLocale,
    overrideAccess: false,
    user,
  })
  const present = await presentAll(payload, result.docs, locale, user)
  return listed(result, present)
}

/**
 * One page of events in one language, upcoming (soonest first) or past (latest first), by
 * programme. Visitors see the active, published ones (cached by tag and hour; a registration
 * expires the tag, since places left change); an administrator sees them all.
 */
export const listEvents = cachedForVisitors('events', readEvents)

/** The slug of every event visitors see, with its last change, for the sitemap and to refuse made-up slugs. */
export const eventSlugs = cachedForVisitors(
  'events',
  async function eventSlugs(payload: Payload, { user }: { user: Admin | null }) {
    const { docs } = await payload.find({
      collection: 'events',
      select: { slug: true, updatedAt: true },
      sort: '-startsAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return docs.filter((doc) => doc.slug).map((doc) => ({ slug: doc.slug as string, updatedAt: doc.updatedAt }))
  },
)

const cachedBySlug = cachedForVisitors(
  'events',
  async function eventBySlug(
    payload: Payload,
    {
      slug,
      locale,
      user,
      preview = false,
    }: { slug: string; locale: LocaleCode; user: Admin | null; preview?: boolean },
  ) {
    // A preview reads the latest version, drafts included, of an event the site shows.
    const draft = preview && user !== null
    const { docs } = await payload.find({
      collection: 'events',
      where: previewWhere({ slug: { equals: slug } }, preview),
      draft,
      limit: 1,
      depth: 0,
      locale,
      fallbackLocale: defaultLocale,
      overrideAccess: false,
      user,
    })
    return docs[0] ? (await presentAll(payload, docs, locale, user, draft))(docs[0]) : null
  },
)

/**
 * An event by its page's slug in one language, or null (cached for visitors; with drafts in a
 * preview). A slug visitors cannot see is answered from the list of slugs.
 */
export const eventBySlug = knownSlugsFirst(eventSlugs, cachedBySlug)

async function readEvent(payload: Payload, id: number, locale: LocaleCode, user: Admin | null) {
  return orNotFound(
    payload.findByID({
      collection: 'events',
      id,
      depth: 0,
      locale,
      fallbackLocale: defaultLocale,
      overrideAccess: false,
      user,
    }),
    'No event with this id.',
  )
}

/** One event by id (visitors: an active, published one; else 404). */
export async function findEvent(
  payload: Payload,
  { id, locale, user }: { id: number; locale: LocaleCode; user: Admin | null },
) {
  const doc = await readEvent(payload, id, locale, user)
  return (await presentAll(payload, [doc], locale, user))(doc)
}

/** Creates an event or changes one in one language; published unless `draft`. */
export async function saveEvent(
  payload: Payload,
  {
    id,
    fields,
    locale,
    user,
    draft = false,
  }: { id?: number; fields: Record<string, unknown>; locale: LocaleCode; user: Admin; draft?: boolean },
) {
  const schema = id && locale !== defaultLocale ? eventTranslationSchema : eventSchema
  const data = schema(eventTimeZone()).parse(fields)
  if (id) await readEvent(payload, id, locale, user)
  const doc = id
    ? await payload.update({ collection: 'events', id, ...saveAs(data, draft), locale, overrideAccess: false, user })
    : await payload.create({ collection: 'events', ...saveAs(data, draft), locale, overrideAccess: false, user })
  return (await presentAll(payload, [doc], locale, user))(doc)
}

/**
 * Every event (its latest version, a draft when there is one), the latest first, with its texts
 * in each language and its publication state, for the back office's events manager.
 */
export async function eventRecords(payload: Payload, user: Admin, paging: Paging): Promise<Listed<EventRecord>> {
  const result = await payload.find({
    collection: 'events',
    sort: ['-startsAt', '-id'],
    page: paging.page,
    limit: paging.limit,
    depth: 0,
    locale: 'all',
    draft: true,
    overrideAccess: false,
    user,
  })
  const ids = result.docs.map((doc) => doc.id)
  const [taken, drafts] = await Promise.all([placesTaken(payload, ids), draftStates(payload, 'events', ids, user)])
  return listed(result, async (doc) => {
    const texts = await inEachLanguage(doc, eventTexts, (value) => textOrEmpty(value as string | undefined))
    return {
      ...presentEvent({ ...doc, ...texts.en }, { taken: taken.get(doc.id) ?? 0, locale: defaultLocale }),
      texts,
      draft: drafts.get(doc.id),
      history: historyHref('events', doc.id),
    }
  })
}

/** Moves an event to the trash (restorable for 30 days); its registrations stay with it. */
export async function removeEvent(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await readEvent(payload, id, defaultLocale, user)
  await moveToTrash(payload, { collection: 'events', id, user })
  return { id }
}

/** The upcoming events visitors see, soonest first, for the calendar feed and the feeds. */
export const upcomingEvents = (payload: Payload, locale: LocaleCode) =>
  listEvents(
    payload,
    { locale, filters: { when: 'upcoming' }, asOf: listHour(), user: null },
    { page: 1, limit: feedLength },
  )

const registrationNotOpen = 'This event does not take registrations on this site.'

/**
 * A visitor's registration: a place while the capacity lasts, then the waiting list, in the
 * order registrations arrive (the event's row is locked while its places are counted, so two
 * visitors never take the last place both). The confirmation, in the visitor's language and with
 * the event's `.ics`, is queued in the same transaction. Registering the same address twice
 * answers what the first registration got, and sends nothing again.
 */
export async function registerForEvent(
  payload: Payload,
  { id, input, locale }: { id: number; input: RegistrationInput; locale: LocaleCode },
): Promise<{ status: 'registered' | 'waitlisted'; receivedAt: string }> {
  const event = await readEvent(payload, id, locale, null)
  if (event.registration !== 'form') throw new HttpError(409, registrationNotOpen)
  if (Date.parse(event.endsAt) < Date.now()) throw new HttpError(409, 'This event is over: registration is closed.')
  const email = input.email.toLowerCase()
  const req = await createLocalReq({}, payload)
  const owned = await initTransaction(req)
  try {
    const db = await sqlRunnerOf(req)
    await db.execute(sql`SELECT "id" FROM "events" WHERE "id" = ${id} FOR UPDATE`)
    const known = await payload.find({
      collection: 'event-registrations',
      where: { and: [{ event: { equals: id } }, { email: { equals: email } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const previous = known.docs[0]
    if (previous && previous.status !== 'cancelled') {
      if (owned) await commitTransaction(req)
      return { status: previous.status, receivedAt: previous.createdAt }
    }
    const counted = rowsOf<{ taken: string }>(
      await db.execute(
        sql`SELECT count(*) AS "taken" FROM "event_registrations" WHERE "event_id" = ${id} AND "status" = 'registered'`,
      ),
    )[0]
    const full = event.capacity != null && Number(counted.taken) >= event.capacity
    const status = full ? 'waitlisted' : 'registered'
    const data = { event: id, name: input.name, email, organisation: input.organisation, locale, status } as const
    const saved = previous
      ? await payload.update({ collection: 'event-registrations', id: previous.id, data, overrideAccess: true, req })
      : await payload.create({ collection: 'event-registrations', data, overrideAccess: true, req })
    // The event was read in the visitor's language: their mail's.
    await queueRegistrationMail(req, { kind: status, to: email, locale, event })
    if (owned) await commitTransaction(req)
    return { status, receivedAt: saved.updatedAt }
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
}

function presentRegistration(doc: EventRegistration): PublicRegistration {
  return {
    id: doc.id,
    event: typeof doc.event === 'object' ? doc.event.id : doc.event,
    name: doc.name,
    email: doc.email,
    organisation: doc.organisation ?? '',
    locale: doc.locale,
    status: doc.status,
    createdAt: doc.createdAt,
  }
}

/** An event's registrations in the order they came (places, then the waiting list), for the administrators. */
export async function eventRegistrations(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await readEvent(payload, id, defaultLocale, user)
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { event: { equals: id } },
    sort: ['createdAt', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map(presentRegistration)
}

/**
 * An administrator's change of a registration: off the waiting list (a place, whatever the
 * capacity: the administrators decide), back to it, or cancelled. A person given a place is told
 * so by mail (the collection's hook, collections/EventRegistrations/hooks/mail-promoted.ts).
 */
export async function changeRegistration(
  payload: Payload,
  { eventId, id, status, user }: { eventId: number; id: number; status: RegistrationState; user: Admin },
) {
  await readEvent(payload, eventId, defaultLocale, user)
  const registration = await orNotFound(
    payload.findByID({ collection: 'event-registrations', id, depth: 0, overrideAccess: false, user }),
    'No registration with this id.',
  )
  const of = typeof registration.event === 'object' ? registration.event.id : registration.event
  if (of !== eventId) throw new HttpError(404, 'No registration with this id.')
  if (registration.status === status) return presentRegistration(registration)
  return presentRegistration(
    await payload.update({ collection: 'event-registrations', id, data: { status }, overrideAccess: false, user }),
  )
}

/** An event's registrations as CSV (RFC 4180, with a byte-order mark so that spreadsheets read UTF-8). */
export function registrationsCsv(registrations: PublicRegistration[]): string {
  const header = ['name', 'email', 'organisation', 'status', 'language', 'registered at']
  const rows = registrations.map((r) => [r.name, r.email, r.organisation, r.status, r.locale, r.createdAt])
  return csvFile(header, rows)
}
