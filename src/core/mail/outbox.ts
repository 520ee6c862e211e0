import type { Payload, PayloadRequest } from 'payload'

/** One e-mail as the site's code writes it; the worker adds `From` (MAIL_FROM). */
export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>
  /** Files sent with it, as text (an event's `.ics`). */
  attachments?: MailAttachment[]
  /** Its Message-ID, when it must be the same each time it is sent (a newsletter's message). */
  messageId?: string
}

export type MailAttachment = { filename: string; contentType: string; content: string }

/**
 * The worker of this process, if one runs (src/core/mail/worker.ts). Kept on globalThis because Next
 * bundles a module once per entry (routes, instrumentation), so a module variable would not be
 * seen by the code that queues.
 */
const workerKey = Symbol.for('site.mail.worker')
type WorkerHandle = { nudge: () => void }
type WithWorker = typeof globalThis & { [workerKey]?: WorkerHandle }

export function registerMailWorker(worker: WorkerHandle | undefined): void {
  ;(globalThis as WithWorker)[workerKey] = worker
}

/** Asks this process's worker, if any, to look at the outbox now rather than at its next poll. */
export function nudgeMailWorker(): void {
  ;(globalThis as WithWorker)[workerKey]?.nudge()
}

/** A header value on one line: a line break in a value would start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()

/**
 * Stores a message `queued` in the outbox, then nudges the worker. Nothing is sent here: the
 * worker sends it, retries it when SMTP is away, and it survives a restart. Pass the request's
 * `req` to queue inside its transaction (the message is then kept only if the request's write is).
 */
export async function queueMail(
  payload: Payload,
  message: MailMessage,
  req?: PayloadRequest,
): Promise<{ id: number | string }> {
  const headers = message.headers
    ? Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [oneLine(name), oneLine(value)]))
    : undefined
  const doc = await payload.create({
    collection: 'mail-outbox',
    data: {
      to: oneLine(message.to),
      replyTo: message.replyTo ? oneLine(message.replyTo) : undefined,
      subject: oneLine(message.subject),
      text: message.text,
      html: message.html,
      headers,
      attachments: message.attachments,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
    },
    req,
    overrideAccess: true,
  })
  // After the current transaction has had a chance to commit; the poll catches it otherwise.
  setTimeout(nudgeMailWorker, 50).unref?.()
  return { id: doc.id }
}
