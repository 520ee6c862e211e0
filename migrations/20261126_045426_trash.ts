import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_activity_action" ADD VALUE 'restore' BEFORE 'login';
  ALTER TABLE "content_items" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "submenus" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "photos" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  CREATE INDEX "content_items_deleted_at_idx" ON "content_items" USING btree ("deleted_at");
  CREATE INDEX "submenus_deleted_at_idx" ON "submenus" USING btree ("deleted_at");
  CREATE INDEX "members_deleted_at_idx" ON "members" USING btree ("deleted_at");
  CREATE INDEX "photos_deleted_at_idx" ON "photos" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_action";
  CREATE TYPE "public"."enum_activity_action" AS ENUM('create', 'update', 'delete', 'login', 'login-failed');
  ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE "public"."enum_activity_action" USING "action"::"public"."enum_activity_action";
  DROP INDEX "content_items_deleted_at_idx";
  DROP INDEX "submenus_deleted_at_idx";
  DROP INDEX "members_deleted_at_idx";
  DROP INDEX "photos_deleted_at_idx";
  ALTER TABLE "content_items" DROP COLUMN "deleted_at";
  ALTER TABLE "submenus" DROP COLUMN "deleted_at";
  ALTER TABLE "members" DROP COLUMN "deleted_at";
  ALTER TABLE "photos" DROP COLUMN "deleted_at";`)
}
