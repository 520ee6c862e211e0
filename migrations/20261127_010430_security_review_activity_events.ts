import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_activity_action" ADD VALUE 'password-reset-request';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'password-reset';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'password-change';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'email-change';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'settings-change';
  ALTER TABLE "activity" ADD COLUMN "network" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "activity" WHERE "action" IN ('password-reset-request', 'password-reset', 'password-change', 'email-change', 'settings-change');
  ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_action";
  CREATE TYPE "public"."enum_activity_action" AS ENUM('create', 'update', 'draft', 'delete', 'restore', 'login', 'login-failed');
  ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE "public"."enum_activity_action" USING "action"::"public"."enum_activity_action";
  ALTER TABLE "activity" DROP COLUMN "network";`)
}
