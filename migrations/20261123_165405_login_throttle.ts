import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// No more account lockout (Payload's login_attempts and lock_until go); login failures are
// counted per client address and per (address, account) instead (src/server/login-throttle.ts),
// in PostgreSQL so that every instance counts the same.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" DROP COLUMN IF EXISTS "login_attempts";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "lock_until";
  CREATE TABLE IF NOT EXISTS "login_failures" (
    "key" varchar(320) PRIMARY KEY,
    "failures" integer NOT NULL DEFAULT 0,
    "last_failure" timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "login_failures_last_failure_idx" ON "login_failures" ("last_failure");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "login_failures";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
