import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let client: Promise<Payload> | undefined

/**
 * The Local API for route handlers and server components: one per process, made on first use (a
 * failed start is tried again next time). In production the promise itself is kept, which spares
 * every request Payload's own lookup; in development Payload's lookup also reloads a changed config.
 */
export const getPayloadClient = (): Promise<Payload> => {
  if (process.env.NODE_ENV !== 'production') return getPayload({ config })
  client ??= getPayload({ config }).catch((error: unknown) => {
    client = undefined
    throw error
  })
  return client
}
