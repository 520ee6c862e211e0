import fs from 'node:fs'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'

/** The messages the e2e run's SMTP server received (tests/e2e/mail-catcher.ts), read back. */

export type Received = ParsedMail & { envelopeTo: string[]; raw: string }

async function readAll(): Promise<Received[]> {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir || !fs.existsSync(dir)) return []
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
  return Promise.all(
    files.map(async (file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8')
      const envelopeTo = (/^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '').split(',').map((a) => a.trim().toLowerCase())
      return Object.assign(await simpleParser(raw), { envelopeTo, raw })
    }),
  )
}

/** Waits for a message to `to` that `match` accepts (the newest such), up to `timeoutMs`. */
export async function waitForMail(
  to: string,
  match: (mail: Received) => boolean = () => true,
  timeoutMs = 30_000,
): Promise<Received> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = (await readAll()).filter((m) => m.envelopeTo.includes(to.toLowerCase()) && match(m)).at(-1)
    if (found) return found
    if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** A header's value as sent (mailparser turns List-* headers into objects). */
export const rawHeader = (mail: ParsedMail, name: string): string | undefined => {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim()
}
