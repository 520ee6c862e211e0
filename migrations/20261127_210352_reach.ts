import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Reach (docs/decisions/038-reach.md): the retention setting, and three tables of the counter's
// own (src/core/reach/store.ts), outside Payload's collections:
// - reach_daily: the daily aggregates, one count per day, breakdown, value and metric;
// - reach_marks: today's (and yesterday's) one-way marks that tell visitors apart, deleted with
//   the day's salt;
// - reach_salts: the secret random salt of each day, shared by every instance, then deleted.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "reach_retention_months" numeric DEFAULT 36 NOT NULL;
   CREATE TABLE IF NOT EXISTS "reach_daily" (
     "day" date NOT NULL,
     "dimension" varchar(16) NOT NULL,
     "value" varchar(200) NOT NULL,
     "metric" varchar(16) NOT NULL,
     "count" bigint NOT NULL DEFAULT 0,
     PRIMARY KEY ("day", "dimension", "value", "metric")
   );
   CREATE INDEX IF NOT EXISTS "reach_daily_dimension_day_idx" ON "reach_daily" ("dimension", "day");
   CREATE TABLE IF NOT EXISTS "reach_marks" (
     "day" date NOT NULL,
     "mark" bytea NOT NULL,
     PRIMARY KEY ("day", "mark")
   );
   CREATE TABLE IF NOT EXISTS "reach_salts" (
     "day" date PRIMARY KEY,
     "salt" bytea NOT NULL
   );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "reach_salts";
   DROP TABLE IF EXISTS "reach_marks";
   DROP TABLE IF EXISTS "reach_daily";
   ALTER TABLE "site_settings" DROP COLUMN "reach_retention_months";`)
}
