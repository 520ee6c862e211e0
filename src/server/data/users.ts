import 'server-only'
import type { Payload } from 'payload'
import { normaliseCredential } from '../../../collections/Users/hooks/validate-credentials'
import type { User } from '../../payload-types'
import { adminUserSchema } from '../../schemas/admin-user'
import type { Admin } from '../auth'
import { HttpError, orNotFound } from '../http'
import type { PublicAdminUser } from '../../schemas/admin-user'
import { recordActivity } from '../../core/activity'
import { accountsWithTwoStep, removeAllFactors } from '../../core/two-step/factors'
import { endSessions } from '../../core/two-step/sessions'
import { sendTwoStepRemovedNotice } from '../../core/mail/two-step-notice'

export { normaliseCredential }

/*
 * Administrator accounts. The collection stores usernames and e-mail addresses in lower case
 * and keeps the password rules, the last account and one's own account
 * (collections/Users/hooks); this module adds the contract's answers.
 */

/** What the contract shows of an administrator: never a hash, salt or token. */
export function presentUser(user: User): PublicAdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    role: user.role,
    createdAt: user.createdAt,
  }
}

export async function listUsers(payload: Payload, user: Admin) {
  const { docs } = await payload.find({
    collection: 'users',
    sort: 'createdAt',
    limit: 500,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const withTwoStep = await accountsWithTwoStep(payload)
  return docs.map((doc) => ({ ...presentUser(doc), twoStep: withTwoStep.has(doc.id) }))
}

/** Creates an account; a username or e-mail address already in use (in any case) is a 409 naming it. */
export async function createUser(payload: Payload, { fields, user }: { fields: Record<string, unknown>; user: Admin }) {
  const data = adminUserSchema.parse(fields)
  const username = normaliseCredential(data.username)
  const email = data.email ? normaliseCredential(data.email) : null
  const taken = await payload.find({
    collection: 'users',
    where: { or: [{ username: { equals: username } }, ...(email ? [{ email: { equals: email } }] : [])] },
    limit: 1,
    overrideAccess: true,
  })
  if (taken.docs[0]) {
    const field = taken.docs[0].username === username ? 'username' : 'email'
    throw new HttpError(409, `An administrator with this ${field} already exists.`, {
      [field]: `This ${field} is already taken.`,
    })
  }
  const created = await payload.create({
    collection: 'users',
    data: { ...data, email: data.email || null, role: data.role ?? 'admin' },
    overrideAccess: false,
    user,
  })
  return presentUser(created)
}

/** Deletes an account; the collection refuses one's own and the last one (409). */
export async function removeUser(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await orNotFound(
    payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: false, user }),
    'No administrator with this id.',
  )
  await payload.delete({ collection: 'users', id, overrideAccess: false, user })
  return { id }
}

/**
 * Removes every second factor of another administrator's account (it lost its phone and its
 * recovery codes): its sessions end, its owner is told by e-mail, and the log keeps who did it.
 * One's own factors are removed from one's own two-step screen (409 here).
 */
export async function removeAccountTwoStep(payload: Payload, { id, by }: { id: number; by: Admin }) {
  if (id === by.id) {
    throw new HttpError(409, 'Remove your own second factors from your two-step login screen.')
  }
  const account = await orNotFound(
    payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: false, user: by }),
    'No administrator with this id.',
  )
  const removed = await removeAllFactors(payload, id)
  if (removed === 0) throw new HttpError(409, 'This account has no two-step login to remove.')
  await endSessions(payload, id, {})
  await recordActivity(payload, {
    action: 'two-step-off',
    resource: 'users',
    docId: id,
    title: account.username ?? '',
    user: by,
  })
  await sendTwoStepRemovedNotice(payload, account, by.username ?? by.email ?? '')
  return { id, removed }
}
