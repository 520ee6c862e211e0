import 'server-only'
import type { NextRequest } from 'next/server'
import type { CollectionSlug } from 'payload'
import type { z } from 'zod'
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
  await payload.create({
    collection,
    data: { ...data, status: 'new', receivedAt } as never,
    overrideAccess: true,
  })
}
