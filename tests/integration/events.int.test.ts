import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { setting } from '../../src/core/config'
import type { MailAttachment } from '../../src/core/mail/outbox'
import { messages } from '../../src/i18n/messages'
import { fromWallTime } from '../../src/schemas/wall-time'
import type { Admin } from '../../src/server/auth'
import {
  changeRegistration,
  eventBySlug,
  eventRegistrations,
  findEvent,
  listEvents,
  listHour,
  registerForEvent,
  registrationsCsv,
  removeEvent,
  saveEvent,
} from '../../src/server/data/events'
import { createAdmin } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

// Events at the module, on a real PostgreSQL: times typed in the organisation's zone, lists for
// visitors, and registration (capacity, then the waiting list) with the mails it queues.

let payload: Payload
let admin: Admin
beforeAll(async () => {
  payload = await testPayload()
  admin = (await createAdmin(payload)).user as Admin
})

const zone = () => setting('SITE_TIME_ZONE')
const future = (daysAhead: number, hour = 10) => {
  const day = new Date(Date.now() + daysAhead * 86_400_000)
  return `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
}

async function makeEvent(fields: Record<string, unknown> = {}, draft = false) {
  return saveEvent(payload, {
    fields: {
      title: unique('Flood forecasting workshop'),
      summary: 'Two days on anticipatory action.',
      venue: 'BRAC Centre Inn, Dhaka',
      startsAt: future(30, 10),
      endsAt: future(30, 13),
      programmes: ['disaster'],
      ...fields,
    },
    locale: 'en',
    user: admin,
    draft,
  })
}

const mailsTo = async (email: string) =>
  (
    await payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: email } },
      sort: 'createdAt',
      overrideAccess: true,
      limit: 20,
    })
  ).docs

const calendarOf = (attachments: unknown) => {
  const [file] = attachments as MailAttachment[]
  expect(file).toMatchObject({ filename: 'event.ics', contentType: expect.stringMatching(/^text\/calendar/) })
  const calendar = new ICAL.Component(ICAL.parse(file.content))
  return calendar.getFirstSubcomponent('vevent')!
}

describe('events', () => {
  it("takes times in the organisation's time zone (or with an offset) and answers them in UTC", async () => {
    const startsAt = future(40, 9)
    const event = await makeEvent({ startsAt, endsAt: '2099-01-01T03:00:00Z' })
    expect(event.startsAt).toBe(fromWallTime(startsAt, zone())!.toISOString())
    expect(event.endsAt).toBe('2099-01-01T03:00:00.000Z')
    expect(event.timeZone).toBe(zone())
    expect(event.url).toBe(`/events/${event.slug}`)
    expect(event.slug).toMatch(/^flood-forecasting-workshop/)
  })

  it('refuses an end before the start, a bad time and external registration without its address', async () => {
    const refused = async (fields: Record<string, unknown>) => {
      const error = await makeEvent(fields).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ZodError)
      return (error as ZodError).issues.map((issue) => [issue.path.join('.'), issue.message])
    }
    const v = messages.en.admin.validation
    expect(await refused({ startsAt: future(5, 12), endsAt: future(5, 9) })).toEqual([
      ['endsAt', v.eventEndsBeforeStart],
    ])
    expect(await refused({ startsAt: '2026-02-30T10:00' })).toEqual([['startsAt', v.eventTime]])
    expect(await refused({ registration: 'external' })).toEqual([['registrationUrl', v.registrationUrl]])
  })

  it('lists upcoming events soonest first and past ones latest first; visitors never see drafts or the trash', async () => {
    const programme = 'energy'
    const soon = await makeEvent({ startsAt: future(2), endsAt: future(2, 12), programmes: [programme] })
    const later = await makeEvent({ startsAt: future(9), endsAt: future(9, 12), programmes: [programme] })
    const past = await makeEvent({
      startsAt: '2024-03-01T10:00',
      endsAt: '2024-03-01T12:00',
      programmes: [programme],
    })
    const draft = await makeEvent({ startsAt: future(3), endsAt: future(3, 12), programmes: [programme] }, true)
    const trashed = await makeEvent({ startsAt: future(4), endsAt: future(4, 12), programmes: [programme] })
    await removeEvent(payload, { id: trashed.id, user: admin })
    const ids = async (when: 'upcoming' | 'past', user: Admin | null = null) =>
      (await listEvents(payload, { locale: 'en', filters: { when, programme }, asOf: listHour(), user })).items.map(
        (e) => e.id,
      )
    expect(await ids('upcoming')).toEqual([soon.id, later.id])
    expect(await ids('past')).toEqual([past.id])
    expect(await ids('upcoming', admin)).toEqual([soon.id, draft.id, later.id])
    expect(await eventBySlug(payload, { slug: draft.slug, locale: 'en', user: null })).toBeNull()
    expect(await eventBySlug(payload, { slug: trashed.slug, locale: 'en', user: null })).toBeNull()
  })

  it('fills the places, then the waiting list, each with its mail in the visitor’s language and the event’s .ics', async () => {
    const event = await makeEvent({ registration: 'form', capacity: 2 })
    await saveEvent(payload, {
      id: event.id,
      // A PUT replaces the fields: the shared ones are sent again with the Arabic texts.
      fields: {
        title: 'ورشة التنبؤ بالفيضانات',
        venue: 'دكا',
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        registration: 'form',
        capacity: 2,
        programmes: ['disaster'],
      },
      locale: 'ar',
      user: admin,
    })
    const people = ['ar', 'en', 'bn'].map((locale, i) => ({
      locale: locale as 'ar' | 'en' | 'bn',
      email: `${unique(`guest${i}`).toLowerCase()}@example.org`,
    }))
    // All at once: the row lock lets exactly two take the two places.
    const answers = await Promise.all(
      people.map(({ email, locale }) =>
        registerForEvent(payload, {
          id: event.id,
          input: { name: 'Rina Das', email, organisation: 'Union Parishad' },
          locale,
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual(['registered', 'registered', 'waitlisted'])
    expect((await findEvent(payload, { id: event.id, locale: 'en', user: null })).placesLeft).toBe(0)

    for (const [i, person] of people.entries()) {
      const mails = await mailsTo(person.email)
      expect(mails).toHaveLength(1)
      const s = messages[person.locale].mail.events[answers[i].status]
      const title = person.locale === 'ar' ? 'ورشة التنبؤ بالفيضانات' : event.title
      expect(mails[0].subject).toBe(s.subject.replace('{{title}}', title))
      // Anyone can type any name: the visitor's own text is not in the mail.
      expect(mails[0].text).not.toContain('Rina Das')
      const vevent = calendarOf(mails[0].attachments)
      expect(vevent.getFirstPropertyValue('summary')).toBe(title)
      expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(event.startsAt)
      expect(vevent.getFirstPropertyValue('uid')).toMatch(new RegExp(`^event-${event.id}@`))
      expect(vevent.getFirstPropertyValue('url')).toMatch(new RegExp(`/events/${event.slug}\\?lang=${person.locale}$`))
    }

    // The same address again: what it got the first time, and no second mail.
    const again = await registerForEvent(payload, {
      id: event.id,
      input: { name: 'Rina Das', email: people[0].email.toUpperCase(), organisation: '' },
      locale: 'ar',
    })
    expect(again.status).toBe(answers[0].status)
    expect(await mailsTo(people[0].email)).toHaveLength(1)

    // An administrator takes the waiting person off the list: a place, and a mail saying so.
    const waiting = people[answers.findIndex((a) => a.status === 'waitlisted')]
    const list = await eventRegistrations(payload, { id: event.id, user: admin })
    expect(list.map((r) => r.status)).toEqual(['registered', 'registered', 'waitlisted'])
    const promoted = await changeRegistration(payload, {
      eventId: event.id,
      id: list.find((r) => r.email === waiting.email)!.id,
      status: 'registered',
      user: admin,
    })
    expect(promoted.status).toBe('registered')
    const title = waiting.locale === 'ar' ? 'ورشة التنبؤ بالفيضانات' : event.title
    const subjects = messages[waiting.locale].mail.events
    expect((await mailsTo(waiting.email)).map((m) => m.subject)).toEqual([
      subjects.waitlisted.subject.replace('{{title}}', title),
      subjects.promoted.subject.replace('{{title}}', title),
    ])
  })

  it('refuses registrations where the form is not open, and for an event that is over', async () => {
    const closed = await makeEvent({ registration: 'none' })
    const over = await makeEvent({ registration: 'form', startsAt: '2024-01-01T10:00', endsAt: '2024-01-01T12:00' })
    for (const event of [closed, over]) {
      const error = await registerForEvent(payload, {
        id: event.id,
        input: { name: 'Rina Das', email: 'rina@example.org', organisation: '' },
        locale: 'en',
      }).catch((e: unknown) => e)
      expect(error).toMatchObject({ status: 409 })
    }
  })

  it('exports the registrations as CSV with formulas defused, and deleting the event for good deletes them', async () => {
    const event = await makeEvent({ registration: 'form' })
    const email = `${unique('csv').toLowerCase()}@example.org`
    await registerForEvent(payload, {
      id: event.id,
      input: { name: 'Karim "K" Uddin', email, organisation: '=HYPERLINK("http://x")' },
      locale: 'en',
    })
    const csv = registrationsCsv(await eventRegistrations(payload, { id: event.id, user: admin }))
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe('"name","email","organisation","status","language","registered at"')
    expect(row).toContain(`"Karim ""K"" Uddin","${email}","'=HYPERLINK(""http://x"")","registered","en"`)

    await payload.delete({ collection: 'events', id: event.id, overrideAccess: true })
    const left = await payload.find({
      collection: 'event-registrations',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})
