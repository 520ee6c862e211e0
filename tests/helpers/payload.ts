import { getPayload, type Payload } from 'payload'
import { closePayload } from '../../scripts/lib/close-payload'

let instance: Payload | undefined

/** The Payload Local API on the test run's real PostgreSQL. */
export async function testPayload(): Promise<Payload> {
  if (!instance) {
    const { default: config } = await import('@payload-config')
    instance = await getPayload({ config })
  }
  return instance
}

export async function closeTestPayload() {
  if (instance) {
    await closePayload(instance)
    instance = undefined
  }
}

let counter = 0
/** A value no other test uses, for unique fields. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`
