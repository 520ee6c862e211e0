import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'
import { passwordChangedIn } from '../../../src/core/mail/account-notices'
import { sqlRunnerOf } from '../../../src/core/db/raw-sql'

/**
 * A new password ends the account's other sessions: those of whoever knew the old one. Changed by
 * its owner, the session that changed it stays; changed by another administrator, every session
 * of the account ends. Runs in the save's transaction (which has just rewritten the session list).
 */
export const endSessionsOnPasswordChange: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation !== 'update' || !passwordChangedIn(context, doc.id)) return doc
  const own = req.user?.collection === 'users' && req.user.id === doc.id
  const keep = own ? (req.user as { _sid?: string })._sid : undefined
  const db = await sqlRunnerOf(req)
  await db.execute(sql`
    DELETE FROM "users_sessions" WHERE "_parent_id" = ${doc.id} ${keep ? sql`AND "id" <> ${keep}` : sql``}`)
  return doc
}

/** An account removed takes its second factors and what was kept of its sessions with it. */
export const forgetTwoStepOfRemovedAccount: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const db = await sqlRunnerOf(req)
  await db.execute(sql`DELETE FROM "two_step_factors" WHERE "user_id" = ${id}`)
  await db.execute(sql`DELETE FROM "admin_sessions" WHERE "user_id" = ${id}`)
}
