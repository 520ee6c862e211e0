import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type Delivered = ParsedMail & { envelopeTo: string[]; receivedAt: number }

/** A header's value as sent (mailparser turns List-* headers into objects), unfolded. */
export const rawHeader = (mail: ParsedMail, name: string): string | undefined => {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim()
}

/** A message's header (up to and with its blank line), the rest of the stream read and dropped. */
async function headerOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  const message = Buffer.concat(chunks)
  const end = message.indexOf('\r\n\r\n')
  return end < 0 ? message : message.subarray(0, end + 4)
}

/**
 * A real SMTP server in the test process (the `smtp-server` package) that requires the
 * username and password it is given and keeps every message it receives, parsed. It can be
 * stopped and started again on the same port, as a mail server that goes away and comes back.
 */
export class TestSmtp {
  readonly received: Delivered[] = []
  private server?: SMTPServer
  port = 0
  /** Recipients refused for good (550), as a server refuses a mailbox that does not exist. */
  rejectRecipients?: RegExp
  /** Errors of clients' connections (a reset when a client dies), kept rather than thrown. */
  readonly connectionErrors: string[] = []
  /** While set, a message's data is read but not answered: a server slow to take it. */
  holdData?: Promise<void>
  /**
   * `headersOnly`: each message's header is parsed and its body not read into parts (subject,
   * Message-ID, every header line; no html or text), for a test of thousands of messages where
   * mailparser's work on the bodies (the html turned to text and back) was most of its worker's CPU.
   */
  constructor(
    readonly user = 'mailer',
    readonly password = 's3cret-Smtp-pass',
    readonly options: { headersOnly?: boolean } = {},
  ) {}

  get url() {
    return `smtp://${this.user}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}`
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.user && auth.password === this.password) callback(null, { user: auth.username })
        else callback(new Error('Invalid username or password'))
      },
      onRcptTo: (address, _session, callback) => {
        if (this.rejectRecipients?.test(address.address)) {
          const error = new Error('No such mailbox here') as Error & { responseCode: number }
          error.responseCode = 550
          callback(error)
        } else callback()
      },
      onData: (stream, session, callback) => {
        ;(this.options.headersOnly ? headerOf(stream).then((header) => simpleParser(header)) : simpleParser(stream))
          .then(async (mail) => {
            await this.holdData
            this.received.push(
              Object.assign(mail, {
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                receivedAt: Date.now(),
              }),
            )
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.server.address() as AddressInfo).port
    // A client that vanishes mid-session (a site killed with kill -9 while its connection is
    // open) resets the socket: a mail server notes it and goes on serving the others.
    server.on('error', (error: NodeJS.ErrnoException) => {
      this.connectionErrors.push(error.code ?? error.message)
    })
    this.server = server
    return this
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** The messages sent to `address` so far. */
  to(address: string): Delivered[] {
    return this.received.filter((m) => m.envelopeTo.includes(address.toLowerCase()))
  }

  /** Waits until `address` has received `count` messages. */
  async waitFor(address: string, count = 1, timeoutMs = 15_000): Promise<Delivered[]> {
    const until = Date.now() + timeoutMs
    while (this.to(address).length < count) {
      if (Date.now() > until) throw new Error(`${address} received ${this.to(address).length} of ${count} messages`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return this.to(address)
  }
}

/**
 * Empties the outbox of the run's database. Other test files queue mail that nothing sends; a
 * worker started by a test would otherwise send all of it first, in the order it was queued.
 */
export async function clearOutbox(payload: import('payload').Payload): Promise<void> {
  await payload.delete({ collection: 'mail-outbox', where: { id: { exists: true } }, overrideAccess: true })
}
