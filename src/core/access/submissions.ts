import type { CollectionConfig } from 'payload'
import { isAdmin } from './index'

/**
 * What visitors send (messages, subscriptions, requests) is read and written only by
 * administrators. Visitors reach these collections through the contract's POST routes,
 * which validate and store on the server.
 */
export const submissionAccess: CollectionConfig['access'] = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
