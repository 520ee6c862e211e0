import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API for route handlers and server components (one per process). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
