import { expect, type APIRequestContext } from '@playwright/test'
import { from } from './contract/helpers'
import { waitForMail } from './mailbox'

/**
 * A confirmed newsletter subscriber in `locale`, through the double opt-in as a visitor goes
 * through it: the form's POST, the confirmation mail from the run's SMTP server, its button.
 */
export async function confirmedSubscriber(request: APIRequestContext, locale: string, tag = 'edition') {
  const email = `${tag}-${locale}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.org`
  const res = await request.post(`/api/newsletter?locale=${locale}`, {
    data: { name: 'Farhana Akter', email, consent: true },
    headers: from(),
  })
  expect(res.status()).toBe(201)
  const mail = await waitForMail(email, (m) => /\/newsletter\/confirm\?/.test(m.text ?? ''))
  const token = new URL(mail.text!.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)![0]).searchParams.get('token')
  expect((await request.post(`/api/newsletter/confirm?token=${token}`, { headers: from() })).status()).toBe(200)
  return email
}
