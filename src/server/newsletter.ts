import 'server-only'
import type { NewsletterInput } from '../schemas/newsletter'
import { getPayloadClient } from './payload'

/**
 * Subscribes an address once. Subscribing again refreshes the name and consent and makes no
 * second row; two requests racing on the same address end with one row too.
 */
export async function subscribeToNewsletter({ name, email }: NewsletterInput, receivedAt = new Date().toISOString()): Promise<void> {
  const payload = await getPayloadClient()
  const address = email.trim().toLowerCase()
  const existing = await payload.find({
    collection: 'newsletter-subscriptions',
    where: { email: { equals: address } },
    limit: 1,
    overrideAccess: true,
  })
  const data = { name, email: address, consent: true as const }
  if (existing.docs[0]) {
    await payload.update({ collection: 'newsletter-subscriptions', id: existing.docs[0].id, data, overrideAccess: true })
    return
  }
  try {
    await payload.create({
      collection: 'newsletter-subscriptions',
      data: { ...data, status: 'new', receivedAt },
      overrideAccess: true,
    })
  } catch (error) {
    const again = await payload.count({ collection: 'newsletter-subscriptions', where: { email: { equals: address } }, overrideAccess: true })
    if (again.totalDocs === 0) throw error
  }
}
