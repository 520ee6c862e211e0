import 'server-only'
import type { NextRequest } from 'next/server'
import type { CollectionSlug } from 'payload'
import type { z } from 'zod'
import { notifySubmission, type Submission } from '../core/mail/notifications'
import { honeypotField } from '../schemas/honeypot'
import { ok, parseWith, readJson } from './http'
import { getPayloadClient } from './payload'
import { enforceRateLimit, type Limit } from './rate-limit'

export function isBot(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[honeypotField]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

type Options<S extends z.ZodType> = {
  req: NextRequest
  schema: S
  limit: Limit
  store: (data: z.infer<S>, receivedAt: string) => Promise<void>
}

/** The shared path of the visitors' POSTs: rate limit, size cap, honeypot, schema, store. */
export async function receiveSubmission<S extends z.ZodType>({ req, schema, limit, store }: Options<S>) {
  await enforceRateLimit(req, limit)
  const body = await readJson(req)
  const receivedAt = new Date().toISOString()
  if (isBot(body)) return ok({ receivedAt }, 201)
  const data = parseWith(schema, body)
  await store(data, receivedAt)
  return ok({ receivedAt }, 201)
}

export async function storeSubmission(collection: CollectionSlug, data: Record<string, unknown>, receivedAt: string) {
  const payload = await getPayloadClient()
  return payload.create({
    collection,
    data: { ...data, status: 'new', receivedAt } as never,
    overrideAccess: true,
  })
}

/**
 * Stores a contact message or software request, then e-mails the notification addresses
 * (src/core/mail/notifications.ts). Only what passed the rate limit, the honeypot and the schema gets
 * here. The visitor's submission is kept even if the notification cannot be queued: it is in the
 * inbox either way, and the error is logged.
 */
export async function storeAndNotify(kind: Submission['kind'], data: Record<string, unknown>, receivedAt: string) {
  const collection = kind === 'contact' ? 'contact-messages' : 'software-requests'
  const doc = await storeSubmission(collection, data, receivedAt)
  const payload = await getPayloadClient()
  await notifySubmission(payload, { kind, doc } as Submission).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: `notification of ${collection} ${doc.id} not queued` })
  })
}
