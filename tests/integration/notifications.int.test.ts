import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as contactRoute from '../../app/api/contact/route'
import * as requestRoute from '../../app/api/software-requirements/route'
import { startMailWorker, type MailWorker } from '../../src/core/mail/worker'
import { clientAddressHeader } from '../../src/security/client-address'
import { fillSiteSettings, notificationSettings } from '../../src/core/settings/site-settings'
import { testPayload, unique } from '../helpers/payload'
import { clearOutbox, TestSmtp } from '../helpers/smtp'

let octet = 0
const freshAddress = () => `203.0.${113 + Math.floor(Math.random() * 10)}.${(octet++ % 250) + 1}`

async function post(
  route: { POST: (req: NextRequest, ctx: undefined) => Promise<Response> },
  path: string,
  body: unknown,
  address = freshAddress(),
) {
  const req = new NextRequest(new URL(path, 'http://site.test'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [clientAddressHeader]: address },
    body: JSON.stringify(body),
  })
  const res = await route.POST(req, undefined)
  return { status: res.status, body: await res.json() }
}

const contact = (tag: string, extra: Record<string, unknown> = {}) => ({
  name: 'Amina Rahman',
  email: `${tag}@visitor.example`,
  subject: `Field visit ${tag}`,
  message: 'Could we visit your office next week?\nWe are two researchers.',
  ...extra,
})

const softwareRequest = (tag: string) => ({
  name: 'Karim Uddin',
  email: `${tag}@ngo.example`,
  organization: `Delta NGO ${tag}`,
  projectType: 'mobile-app',
  budget: '10k-25k',
  timeline: '2-3-months',
  requirements: 'An offline app for flood early warnings in Sylhet.',
})

describe('notifications of new contact messages and software requests', () => {
  let payload: Payload
  let smtp: TestSmtp
  let worker: MailWorker
  let staff: string[]
  const queuedFor = async (to: string) =>
    (await payload.find({ collection: 'mail-outbox', where: { to: { equals: to } }, overrideAccess: true, limit: 100 }))
      .docs

  beforeAll(async () => {
    payload = await testPayload()
    await clearOutbox(payload)
    smtp = await new TestSmtp().start()
    worker = startMailWorker(payload, { smtp: { url: smtp.url, from: 'site@example.org', host: 'test' }, pollMs: 100 })
  })
  beforeEach(async () => {
    staff = [`${unique('staff')}@org.example`, `${unique('staff')}@org.example`]
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { notifyEmails: staff.join(', '), notifyContact: true, notifySoftwareRequests: true },
      overrideAccess: true,
    })
  })
  afterAll(async () => {
    await worker.stop()
    await smtp.stop()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { notifyEmails: '', notifyContact: true, notifySoftwareRequests: true },
      overrideAccess: true,
    })
  })

  it('e-mails a contact message to every notification address, with the content, Reply-To the visitor and a link to it', async () => {
    const tag = unique('visitor')
    const res = await post(contactRoute, '/api/contact', contact(tag))
    expect(res.status).toBe(201)
    const stored = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: `${tag}@visitor.example` } },
      overrideAccess: true,
    })
    const id = stored.docs[0].id
    for (const to of staff) {
      const [mail] = await smtp.waitFor(to)
      expect(mail.subject).toBe(`New contact message: Field visit ${tag}`)
      expect(mail.replyTo?.value[0].address).toBe(`${tag}@visitor.example`)
      expect(mail.text).toContain('Could we visit your office next week?')
      expect(mail.text).toContain('We are two researchers.')
      expect(mail.text).toContain(`/admin/collections/contact-messages/${id}`)
      expect(mail.html).toContain(`/admin/collections/contact-messages/${id}"`)
    }
  })

  it('e-mails a software request with its choices in words', async () => {
    const tag = unique('ngo')
    expect((await post(requestRoute, '/api/software-requirements', softwareRequest(tag))).status).toBe(201)
    const [mail] = await smtp.waitFor(staff[0])
    expect(mail.subject).toBe(`New software request: Delta NGO ${tag}`)
    expect(mail.replyTo?.value[0].address).toBe(`${tag}@ngo.example`)
    expect(mail.text).toContain('Project type: Mobile app')
    expect(mail.text).toContain('An offline app for flood early warnings in Sylhet.')
    expect(mail.text).toMatch(/\/admin\/collections\/software-requests\/\d+/)
  })

  it("sends nothing for a bot's post (honeypot) nor for one the rate limit refuses", async () => {
    const address = freshAddress()
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(contactRoute, '/api/contact', contact(unique('bot'), { website: 'http://spam.example' }), address))
          .status,
      ).toBe(201)
    }
    const refused = await post(contactRoute, '/api/contact', contact(unique('late')), address)
    expect(refused.status).toBe(429)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await queuedFor(staff[0])).toHaveLength(0)
    expect(smtp.to(staff[0])).toHaveLength(0)
  })

  it('follows the switch of each form', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { notifyContact: false }, overrideAccess: true })
    expect((await post(contactRoute, '/api/contact', contact(unique('quiet')))).status).toBe(201)
    expect((await post(requestRoute, '/api/software-requirements', softwareRequest(unique('loud')))).status).toBe(201)
    const queued = await queuedFor(staff[0])
    expect(queued.map((m) => m.subject)).toEqual([expect.stringMatching(/^New software request/)])
  })

  it('fills the addresses from NOTIFY_EMAIL on the first start only, and refuses a list that is not addresses', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { filledFromEnvironment: false }, overrideAccess: true })
    await fillSiteSettings(payload, { NOTIFY_EMAIL: ' Desk@Org.example, director@org.example ' })
    expect((await notificationSettings(payload)).addresses).toEqual(['desk@org.example', 'director@org.example'])
    await fillSiteSettings(payload, { NOTIFY_EMAIL: 'someone-else@org.example' })
    expect((await notificationSettings(payload)).addresses).toEqual(['desk@org.example', 'director@org.example'])
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { notifyEmails: 'desk@org.example, not an address' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})
