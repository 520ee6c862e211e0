import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Whether the site settings require two-step login of every administrator. */
export async function twoStepRequired(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  return settings.requireTwoStep === true
}

/** Ends every session of the accounts that have no second factor (the rule was just turned on). */
export async function endSessionsOfAccountsWithoutTwoStep(payload: Payload): Promise<void> {
  await payload.db.drizzle.execute(sql`
    DELETE FROM "users_sessions" s WHERE NOT EXISTS (
      SELECT 1 FROM "two_step_factors" f WHERE f."user_id" = s."_parent_id"
        AND (f."kind" = 'passkey' OR (f."kind" = 'totp' AND f."confirmed_at" IS NOT NULL)))`)
}
