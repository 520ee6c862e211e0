import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { TestSmtp } from '../helpers/smtp'
import { send } from '../security/http'
import { sleep, startSite, stopCleanly, type Site, withoutSeed } from './helpers'
import { freePort } from '../../scripts/lib/free-port'

// A message survives a restart of the site and an SMTP outage. A site of its own (the
// real start script, embedded PostgreSQL in a temp DATA_DIR) started first without SMTP_URL: a
// visitor writes, the message waits in the outbox; restarted with SMTP_URL, the site sends it.
// Then the mail server goes away while the site runs, and what was sent meanwhile arrives when
// it is back.

const contact = (subject: string) => ({
  method: 'POST',
  path: '/api/contact',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Tahmina Akter',
    email: 'tahmina@visitor.example',
    subject,
    message: 'A question about your cyclone shelter study.',
  }),
})

test.describe('mail across an SMTP outage and a restart', () => {
  test.describe.configure({ mode: 'serial' })
  let dir: string
  let site: Site | undefined
  const smtp = new TestSmtp('ops-mailer', 'ops-Secret-4821')
  let env: NodeJS.ProcessEnv

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-mail-'))
    smtp.port = await freePort()
    env = {
      ...process.env,
      ...withoutSeed,
      DATA_DIR: path.join(dir, 'data'),
      MEDIA_DIR: path.join(dir, 'media'),
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'desk@ops.example',
      MAIL_RETRY_DELAYS: '1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1',
    }
    // No DATABASE_URL: the start script starts and owns an embedded PostgreSQL in DATA_DIR.
    delete env.DATABASE_URL
    fs.chmodSync(dir, 0o711)
  })

  test.afterAll(async () => {
    await site?.stop()
    await smtp.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a message queued without SMTP_URL is delivered after a restart with it; one sent while the mail server is down, once it is back', async () => {
    test.setTimeout(400_000)
    // First without SMTP_URL, the embedded default: the site works and keeps the mail queued.
    const withoutMail = { ...env }
    delete withoutMail.SMTP_URL
    site = await startSite(withoutMail)
    expect(site.output()).toContain('SMTP_URL is not set: e-mails are kept in the outbox')
    const first = `Before the restart ${Date.now()}`
    expect((await send(site.baseURL, contact(first))).status).toBe(201)
    await sleep(2_000)
    await stopCleanly(site)

    await smtp.start()
    site = await startSite(env)
    const [mail] = await smtp.waitFor('desk@ops.example', 1, 60_000)
    expect(mail.subject).toBe(`New contact message: ${first}`)
    expect(mail.replyTo?.value[0].address).toBe('tahmina@visitor.example')

    // Down then up while the site runs.
    await smtp.stop()
    const second = `During the outage ${Date.now()}`
    expect((await send(site.baseURL, contact(second))).status).toBe(201)
    await sleep(3_000)
    expect(smtp.to('desk@ops.example')).toHaveLength(1)
    await smtp.start()
    await smtp.waitFor('desk@ops.example', 2, 60_000)
    expect(smtp.to('desk@ops.example').map((m) => m.subject)).toEqual([
      `New contact message: ${first}`,
      `New contact message: ${second}`,
    ])
    expect(site.output()).not.toContain(smtp.password)
  })
})
