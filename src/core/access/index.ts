import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Small, named access rules shared by the collections. */

export const isAdminUser = (user: PayloadRequest['user']): boolean => Boolean(user && user.collection === 'users')

export const isAdmin: Access = ({ req }) => isAdminUser(req.user)

export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** Visitors see active documents only; administrators see everything. */
export const activeOrAdmin: Access = ({ req }) => (isAdminUser(req.user) ? true : { isActive: { equals: true } })

export const nobody: Access = () => false

/**
 * A field only the server's own code writes (overrideAccess: true), such as where a sending
 * stands: a request through Payload's REST, GraphQL or panel cannot set it, an administrator's
 * included; it is left out of their writes. Read as the record is.
 */
export const serverOnly: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }
