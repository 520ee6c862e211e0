import 'server-only'
import type { NextRequest } from 'next/server'
import type { z } from 'zod'
import { honeypotField } from '../schemas/honeypot'
import { ok, parseWith, readJson } from './http'
import { enforceRateLimit, type Limit } from './rate-limit'

/** The form's hidden field was filled: a bot, told what a person would be, and nothing is kept. */
export function isBot(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[honeypotField]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

type Options<S extends z.ZodType> = {
  req: NextRequest
  schema: S
  limit: Limit
  /** Keeps the submission; answers when it was received. */
  store: (data: z.infer<S>) => Promise<{ receivedAt: string }>
}

/** The shared path of the visitors' POSTs: rate limit, size cap, honeypot, schema, store. */
export async function receiveSubmission<S extends z.ZodType>({ req, schema, limit, store }: Options<S>) {
  await enforceRateLimit(req, limit)
  const body = await readJson(req)
  // A bot is told what a person would be, and nothing is kept.
  if (isBot(body)) return ok({ receivedAt: new Date().toISOString() }, 201)
  const { receivedAt } = await store(parseWith(schema, body))
  return ok({ receivedAt }, 201)
}
