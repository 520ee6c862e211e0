import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Small, named access rules shared by the collections. */

export const isAdminUser = (user: PayloadRequest['user']): boolean => Boolean(user && user.collection === 'users')

export const isAdmin: Access = ({ req }) => isAdminUser(req.user)

export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** Visitors see active documents only; administrators see everything. */
export const activeOrAdmin: Access = ({ req }) => (isAdminUser(req.user) ? true : { isActive: { equals: true } })

export const nobody: Access = () => false
