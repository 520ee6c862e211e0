import 'server-only'
import type { NewsletterInput } from '../schemas/newsletter'
import { getPayloadClient } from './payload'

/**
 * Subscribes an address once. An address already on the list is left exactly as it is: the
 * caller is anonymous, so a second subscription must neither rename a subscriber nor touch the
 * consent, status or date an administrator sees (the route answers the same either way). Two
 * requests racing on the same address end with one row: the unique index refuses the second.
 */
export async function subscribeToNewsletter({ name, email }: NewsletterInput, receivedAt = new Date().toISOString()): Promise<void> {
  const payload = await getPayloadClient()
  const address = email.trim().toLowerCase()
  const isSubscribed = async () =>
    (await payload.count({ collection: 'newsletter-subscriptions', where: { email: { equals: address } }, overrideAccess: true })).totalDocs > 0
  if (await isSubscribed()) return
  try {
    await payload.create({
      collection: 'newsletter-subscriptions',
      data: { name, email: address, consent: true, status: 'new', receivedAt },
      overrideAccess: true,
    })
  } catch (error) {
    // Lost the race to another request for the same address: that one's row stands.
    if (!(await isSubscribed())) throw error
  }
}
