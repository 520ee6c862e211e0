import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content_items" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_content_items_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "members" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_members_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "member_bios" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_member_bios_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "photos" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_photos_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "content_items" ADD CONSTRAINT "content_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_content_items_v" ADD CONSTRAINT "_content_items_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_members_v" ADD CONSTRAINT "_members_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_bios" ADD CONSTRAINT "member_bios_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_member_bios_v" ADD CONSTRAINT "_member_bios_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "photos" ADD CONSTRAINT "photos_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_photos_v" ADD CONSTRAINT "_photos_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "content_items_updated_by_idx" ON "content_items" USING btree ("updated_by_id");
  CREATE INDEX "_content_items_v_version_version_updated_by_idx" ON "_content_items_v" USING btree ("version_updated_by_id");
  CREATE INDEX "members_updated_by_idx" ON "members" USING btree ("updated_by_id");
  CREATE INDEX "_members_v_version_version_updated_by_idx" ON "_members_v" USING btree ("version_updated_by_id");
  CREATE INDEX "member_bios_updated_by_idx" ON "member_bios" USING btree ("updated_by_id");
  CREATE INDEX "_member_bios_v_version_version_updated_by_idx" ON "_member_bios_v" USING btree ("version_updated_by_id");
  CREATE INDEX "photos_updated_by_idx" ON "photos" USING btree ("updated_by_id");
  CREATE INDEX "_photos_v_version_version_updated_by_idx" ON "_photos_v" USING btree ("version_updated_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content_items" DROP CONSTRAINT "content_items_updated_by_id_users_id_fk";
  
  ALTER TABLE "_content_items_v" DROP CONSTRAINT "_content_items_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "members" DROP CONSTRAINT "members_updated_by_id_users_id_fk";
  
  ALTER TABLE "_members_v" DROP CONSTRAINT "_members_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "member_bios" DROP CONSTRAINT "member_bios_updated_by_id_users_id_fk";
  
  ALTER TABLE "_member_bios_v" DROP CONSTRAINT "_member_bios_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "photos" DROP CONSTRAINT "photos_updated_by_id_users_id_fk";
  
  ALTER TABLE "_photos_v" DROP CONSTRAINT "_photos_v_version_updated_by_id_users_id_fk";
  
  DROP INDEX "content_items_updated_by_idx";
  DROP INDEX "_content_items_v_version_version_updated_by_idx";
  DROP INDEX "members_updated_by_idx";
  DROP INDEX "_members_v_version_version_updated_by_idx";
  DROP INDEX "member_bios_updated_by_idx";
  DROP INDEX "_member_bios_v_version_version_updated_by_idx";
  DROP INDEX "photos_updated_by_idx";
  DROP INDEX "_photos_v_version_version_updated_by_idx";
  ALTER TABLE "content_items" DROP COLUMN "updated_by_id";
  ALTER TABLE "_content_items_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "members" DROP COLUMN "updated_by_id";
  ALTER TABLE "_members_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "member_bios" DROP COLUMN "updated_by_id";
  ALTER TABLE "_member_bios_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "photos" DROP COLUMN "updated_by_id";
  ALTER TABLE "_photos_v" DROP COLUMN "version_updated_by_id";`)
}
