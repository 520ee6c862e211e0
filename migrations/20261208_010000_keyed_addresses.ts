import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// No address in the database (src/security/keyed-hash.ts): the reach counts' key of each day is
// derived from PAYLOAD_SECRET rather than stored in reach_salts, and the rate limits' and login
// throttle's counters are kept under keyed hashes. The counters written under raw addresses are
// dropped (they would have faded within a day); tickets' counters (`t:`) name no one and stay.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "reach_salts";
  DELETE FROM "rate_limits";
  DELETE FROM "login_failures" WHERE "key" NOT LIKE 't:%';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "reach_salts" (
    "day" date PRIMARY KEY,
    "salt" bytea NOT NULL
  );`)
}
