import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Fixed-window counters for the contract's rate limits (src/server/rate-limit.ts). Kept in
// PostgreSQL so that every instance behind a load balancer counts the same requests.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" (
    "key" varchar(200) NOT NULL,
    "window_start" timestamptz NOT NULL,
    "hits" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("key", "window_start")
  );
  CREATE INDEX IF NOT EXISTS "rate_limits_window_start_idx" ON "rate_limits" ("window_start");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
