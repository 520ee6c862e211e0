import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Session } from './volume'

// The newsletter's queueing (docs/decisions/036): `subscribers` confirmed subscribers in the seven
// languages, then one edition sent. "Send" writes one outbox row per subscriber in one
// transaction; the time is that of POST /api/newsletters/{id}/send as a client sees it.

const languages = ['en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja']

export type NewsletterQueue = { subscribers: number; recipients: number; queuedMs: number }

export async function newsletterQueueTime(
  base: string,
  session: Session,
  databaseUrl: string,
  subscribers = 5_000,
): Promise<NewsletterQueue> {
  const emails = Array.from({ length: subscribers }, (_, i) => `bench-reader-${i}@subscribers.example`)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO "newsletter_subscriptions" ("name", "email", "consent", "subscription", "locale", "status",
         "received_at", "confirmed_at", "unsubscribe_token", "bounces", "updated_at", "created_at")
       SELECT 'Reader', e, true, 'confirmed', l::"enum_newsletter_subscriptions_locale", 'new', now(), now(), t, 0, now(), now()
       FROM unnest($1::text[], $2::text[], $3::text[]) AS s(e, l, t)`,
      [
        emails,
        emails.map((_, i) => languages[i % languages.length]),
        emails.map(() => randomBytes(32).toString('base64url')),
      ],
    )
  } finally {
    await client.end()
  }
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await res.json()) as { data: { id: number; totals?: { recipients: number } } }
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`)
    return answer.data
  }
  const { id } = await call('POST', '/api/newsletters', {
    subject: 'Bench edition',
    body: [{ type: 'text', html: '<p>Queued, not sent: the bench has no SMTP server.</p>' }],
  })
  const started = performance.now()
  const sent = await call('POST', `/api/newsletters/${id}/send`, {})
  const queuedMs = performance.now() - started
  return { subscribers, recipients: sent.totals?.recipients ?? 0, queuedMs: Math.round(queuedMs) }
}
