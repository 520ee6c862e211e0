import { describe, expect, it } from 'vitest'
import { eventCalendar, type CalendarEvent } from '../../src/core/events/calendar'
import { eventTitle } from '../../src/schemas/event'

const event = (title: string): CalendarEvent => ({
  id: 7,
  title,
  summary: 'A day on the embankments; bring boots, water.',
  description: '',
  venue: 'Khulna',
  onlineUrl: null,
  url: 'https://example.org/events/cyclone-drill',
  startsAt: '2027-03-01T04:00:00.000Z',
  endsAt: '2027-03-01T10:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
})

/** The calendar's content lines, unfolded (RFC 5545 3.1: CRLF and one space or tab join a line). */
const contentLines = (calendar: string) =>
  calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)

describe('an event calendar (RFC 5545)', () => {
  it('escapes the title everywhere it goes: a line break in it starts no property of its own', () => {
    const title = 'Cyclone drill\r\nX-INJECTED:yes\nATTENDEE:mailto:someone@example.org; then, more\\'
    const calendar = eventCalendar([event(title)], { name: title, method: 'publish' })
    const lines = contentLines(calendar)
    expect(lines.filter((line) => /^(X-INJECTED|ATTENDEE)/.test(line))).toEqual([])
    const escaped = 'Cyclone drill\\nX-INJECTED:yes\\nATTENDEE:mailto:someone@example.org\\; then\\, more\\\\'
    for (const property of ['NAME', 'X-WR-CALNAME', 'SUMMARY'])
      expect(lines, property).toContain(`${property}:${escaped}`)
  })

  it('folds long lines at 75 octets, multi-byte titles included', () => {
    const title = 'ঘূর্ণিঝড় প্রস্তুতি কর্মশালা: উপকূলীয় জেলাগুলোর স্বেচ্ছাসেবকদের জন্য একটি দিনব্যাপী অনুশীলন'
    const calendar = eventCalendar([event(title)], { name: title })
    for (const line of calendar.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    expect(contentLines(calendar)).toContain(`X-WR-CALNAME:${title}`)
  })
})

describe("an event's title", () => {
  it("is one line: a line break in it is refused with the field's message", () => {
    expect(eventTitle.safeParse('  Cyclone drill  ').data).toBe('Cyclone drill')
    for (const title of ['Cyclone drill\nX-INJECTED:yes', 'Cyclone\r\ndrill', 'Cyclone\u2028drill']) {
      const parsed = eventTitle.safeParse(title)
      expect(parsed.success, JSON.stringify(title)).toBe(false)
      expect(parsed.error?.issues[0].message).toBe('The title must fit on one line (no line breaks)')
    }
  })
})
