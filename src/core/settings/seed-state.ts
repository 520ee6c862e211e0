import type { GlobalConfig } from 'payload'
import { isAdmin, nobody } from '../access'

/**
 * Which seed records were ever created. Seeding creates only records it never created
 * before, so running it again neither duplicates nor brings back what an administrator
 * deleted or changed.
 */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: isAdmin, update: nobody },
  fields: [{ name: 'applied', type: 'json', defaultValue: [] }],
}
