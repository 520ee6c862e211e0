import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/**
 * Playwright's global setup: the e2e run's mail server, a real SMTP server (the `smtp-server`
 * package) on the port scripts/e2e.ts gave the site in SMTP_URL. It keeps every message as a
 * .eml file in E2E_MAIL_DIR, where the tests of any worker read them (tests/e2e/mailbox.ts),
 * and refuses recipients at rejected.example for good (550), for the outbox's failed state.
 */
export default async function mailCatcher() {
  const port = Number(process.env.E2E_SMTP_PORT)
  const dir = process.env.E2E_MAIL_DIR
  const smtpUrl = process.env.SMTP_URL
  if (!port || !dir || !smtpUrl) return undefined
  const { username, password } = new URL(smtpUrl)
  fs.mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === decodeURIComponent(username) && auth.password === decodeURIComponent(password))
        callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onRcptTo: (address, _session, callback) => {
      if (/@rejected\.example$/i.test(address.address))
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }))
      else callback()
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const name = `${Date.now()}-${String(count++).padStart(5, '0')}.eml`
        const envelope = `X-Envelope-To: ${session.envelope.rcptTo.map((r) => r.address).join(', ')}\r\n`
        fs.writeFileSync(path.join(dir, `${name}.tmp`), Buffer.concat([Buffer.from(envelope), ...chunks]))
        fs.renameSync(path.join(dir, `${name}.tmp`), path.join(dir, name))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A client's connection reset (the site's kept-open connection when its server stops) is no failure of the run.
  server.on('error', () => {})
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
