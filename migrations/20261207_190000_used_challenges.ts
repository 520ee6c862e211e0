import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The WebAuthn challenges that have been answered (src/core/two-step/passkeys.ts): each is taken
// once, whichever passkey answered it and whatever was answered since. A row is kept until its
// challenge's ticket has expired.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "two_step_used_challenges" (
    "challenge" varchar(200) PRIMARY KEY,
    "expires_at" timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "two_step_used_challenges_expires_at_idx" ON "two_step_used_challenges" ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "two_step_used_challenges";`)
}
