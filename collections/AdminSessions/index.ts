import type { CollectionConfig } from 'payload'
import { nobody } from '../../src/core/access'
import { panelLabel } from '../../src/core/panel/labels'
import { loginMethods } from '../../src/core/two-step/kinds'

/**
 * What an administrator is shown of each of their sessions (src/core/two-step/sessions.ts): the
 * browser and the network it logged in from, beside Payload's own session (`users.sessions`,
 * which is what makes a token valid). The network is an IPv4 /24 or IPv6 /64, never the address.
 */
export const AdminSessions: CollectionConfig = {
  slug: 'admin-sessions',
  labels: { singular: panelLabel('adminSession'), plural: panelLabel('adminSessions') },
  // Never shown in the panel: the two-step screen (/admin/two-step) shows what its owner may see.
  admin: { hidden: true, group: panelLabel('administration') },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'sid', type: 'text', admin: { hidden: true }, required: true, unique: true },
    { name: 'user', type: 'relationship', admin: { hidden: true }, relationTo: 'users', required: true, index: true },
    { name: 'browser', type: 'text', admin: { hidden: true }, maxLength: 120 },
    { name: 'network', type: 'text', admin: { hidden: true }, maxLength: 64 },
    // How the session was opened: password, password and a second step, or a passkey alone.
    // The id of the login's ticket that opened it (src/core/two-step/tickets.ts): unique, so that a
    // ticket opens one session at most.
    { name: 'ticket', type: 'text', admin: { hidden: true }, unique: true },
    { name: 'method', type: 'select', admin: { hidden: true }, options: [...loginMethods] },
  ],
  timestamps: true,
}
