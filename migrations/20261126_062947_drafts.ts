import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_content_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__content_items_v_version_tab_id" AS ENUM('about', 'programmes', 'policy', 'project', 'research', 'capacity', 'join');
  CREATE TYPE "public"."enum__content_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__content_items_v_published_locale" AS ENUM('en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja');
  CREATE TYPE "public"."enum_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__members_v_version_member_type" AS ENUM('board', 'team');
  CREATE TYPE "public"."enum__members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__members_v_published_locale" AS ENUM('en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja');
  CREATE TYPE "public"."enum_member_bios_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__member_bios_v_version_member_type" AS ENUM('board', 'team');
  CREATE TYPE "public"."enum__member_bios_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__member_bios_v_published_locale" AS ENUM('en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja');
  CREATE TYPE "public"."enum_photos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__photos_v_version_category" AS ENUM('climate-science', 'agriculture', 'ecosystem', 'disaster', 'energy', 'health', 'humanitarian', 'software-development', 'policy', 'research', 'capacity', 'partnerships', 'events', 'general');
  CREATE TYPE "public"."enum__photos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__photos_v_published_locale" AS ENUM('en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja');
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'draft' BEFORE 'delete';
  CREATE TABLE "_content_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tab_id" "enum__content_items_v_version_tab_id",
  	"version_section_id" varchar,
  	"version_display_order" numeric DEFAULT 1,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__content_items_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__content_items_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_content_items_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_member_type" "enum__members_v_version_member_type",
  	"version_image_id" integer,
  	"version_display_order" numeric DEFAULT 1,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__members_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__members_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_members_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_member_bios_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_member_name" varchar,
  	"version_member_type" "enum__member_bios_v_version_member_type",
  	"version_contact_email" varchar,
  	"version_linkedin_url" varchar,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__member_bios_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__member_bios_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_member_bios_v_locales" (
  	"version_bio" varchar,
  	"version_education" varchar,
  	"version_experience" varchar,
  	"version_achievements" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_photos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category" "enum__photos_v_version_category",
  	"version_is_active" boolean DEFAULT true,
  	"version_prefix" varchar DEFAULT 'photos',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__photos_v_version_status" DEFAULT 'published',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"version_sizes_thumbnail_url" varchar,
  	"version_sizes_thumbnail_width" numeric,
  	"version_sizes_thumbnail_height" numeric,
  	"version_sizes_thumbnail_mime_type" varchar,
  	"version_sizes_thumbnail_filesize" numeric,
  	"version_sizes_thumbnail_filename" varchar,
  	"version_sizes_card_url" varchar,
  	"version_sizes_card_width" numeric,
  	"version_sizes_card_height" numeric,
  	"version_sizes_card_mime_type" varchar,
  	"version_sizes_card_filesize" numeric,
  	"version_sizes_card_filename" varchar,
  	"version_sizes_large_url" varchar,
  	"version_sizes_large_width" numeric,
  	"version_sizes_large_height" numeric,
  	"version_sizes_large_mime_type" varchar,
  	"version_sizes_large_filesize" numeric,
  	"version_sizes_large_filename" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__photos_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_photos_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "content_items" ALTER COLUMN "tab_id" DROP NOT NULL;
  ALTER TABLE "content_items" ALTER COLUMN "section_id" DROP NOT NULL;
  ALTER TABLE "content_items" ALTER COLUMN "display_order" DROP NOT NULL;
  ALTER TABLE "members" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "members" ALTER COLUMN "member_type" DROP NOT NULL;
  ALTER TABLE "members" ALTER COLUMN "display_order" DROP NOT NULL;
  ALTER TABLE "member_bios" ALTER COLUMN "member_name" DROP NOT NULL;
  ALTER TABLE "member_bios" ALTER COLUMN "member_type" DROP NOT NULL;
  ALTER TABLE "photos" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "content_items" ADD COLUMN "_status" "enum_content_items_status" DEFAULT 'published';
  ALTER TABLE "members" ADD COLUMN "_status" "enum_members_status" DEFAULT 'published';
  ALTER TABLE "member_bios" ADD COLUMN "_status" "enum_member_bios_status" DEFAULT 'published';
  ALTER TABLE "photos" ADD COLUMN "_status" "enum_photos_status" DEFAULT 'published';
  ALTER TABLE "_content_items_v" ADD CONSTRAINT "_content_items_v_parent_id_content_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_content_items_v_locales" ADD CONSTRAINT "_content_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_content_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_members_v" ADD CONSTRAINT "_members_v_parent_id_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_members_v" ADD CONSTRAINT "_members_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_members_v_locales" ADD CONSTRAINT "_members_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_member_bios_v" ADD CONSTRAINT "_member_bios_v_parent_id_member_bios_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_bios"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_member_bios_v_locales" ADD CONSTRAINT "_member_bios_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_member_bios_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_photos_v" ADD CONSTRAINT "_photos_v_parent_id_photos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_photos_v_locales" ADD CONSTRAINT "_photos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_photos_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_content_items_v_parent_idx" ON "_content_items_v" USING btree ("parent_id");
  CREATE INDEX "_content_items_v_version_version_tab_id_idx" ON "_content_items_v" USING btree ("version_tab_id");
  CREATE INDEX "_content_items_v_version_version_section_id_idx" ON "_content_items_v" USING btree ("version_section_id");
  CREATE INDEX "_content_items_v_version_version_display_order_idx" ON "_content_items_v" USING btree ("version_display_order");
  CREATE INDEX "_content_items_v_version_version_is_active_idx" ON "_content_items_v" USING btree ("version_is_active");
  CREATE INDEX "_content_items_v_version_version_updated_at_idx" ON "_content_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_content_items_v_version_version_created_at_idx" ON "_content_items_v" USING btree ("version_created_at");
  CREATE INDEX "_content_items_v_version_version_deleted_at_idx" ON "_content_items_v" USING btree ("version_deleted_at");
  CREATE INDEX "_content_items_v_version_version__status_idx" ON "_content_items_v" USING btree ("version__status");
  CREATE INDEX "_content_items_v_created_at_idx" ON "_content_items_v" USING btree ("created_at");
  CREATE INDEX "_content_items_v_updated_at_idx" ON "_content_items_v" USING btree ("updated_at");
  CREATE INDEX "_content_items_v_snapshot_idx" ON "_content_items_v" USING btree ("snapshot");
  CREATE INDEX "_content_items_v_published_locale_idx" ON "_content_items_v" USING btree ("published_locale");
  CREATE INDEX "_content_items_v_latest_idx" ON "_content_items_v" USING btree ("latest");
  CREATE INDEX "version_tabId_version_sectionId_idx" ON "_content_items_v" USING btree ("version_tab_id","version_section_id");
  CREATE UNIQUE INDEX "_content_items_v_locales_locale_parent_id_unique" ON "_content_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_members_v_parent_idx" ON "_members_v" USING btree ("parent_id");
  CREATE INDEX "_members_v_version_version_name_idx" ON "_members_v" USING btree ("version_name");
  CREATE INDEX "_members_v_version_version_member_type_idx" ON "_members_v" USING btree ("version_member_type");
  CREATE INDEX "_members_v_version_version_image_idx" ON "_members_v" USING btree ("version_image_id");
  CREATE INDEX "_members_v_version_version_display_order_idx" ON "_members_v" USING btree ("version_display_order");
  CREATE INDEX "_members_v_version_version_is_active_idx" ON "_members_v" USING btree ("version_is_active");
  CREATE INDEX "_members_v_version_version_updated_at_idx" ON "_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_members_v_version_version_created_at_idx" ON "_members_v" USING btree ("version_created_at");
  CREATE INDEX "_members_v_version_version_deleted_at_idx" ON "_members_v" USING btree ("version_deleted_at");
  CREATE INDEX "_members_v_version_version__status_idx" ON "_members_v" USING btree ("version__status");
  CREATE INDEX "_members_v_created_at_idx" ON "_members_v" USING btree ("created_at");
  CREATE INDEX "_members_v_updated_at_idx" ON "_members_v" USING btree ("updated_at");
  CREATE INDEX "_members_v_snapshot_idx" ON "_members_v" USING btree ("snapshot");
  CREATE INDEX "_members_v_published_locale_idx" ON "_members_v" USING btree ("published_locale");
  CREATE INDEX "_members_v_latest_idx" ON "_members_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_members_v_locales_locale_parent_id_unique" ON "_members_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_member_bios_v_parent_idx" ON "_member_bios_v" USING btree ("parent_id");
  CREATE INDEX "_member_bios_v_version_version_member_name_idx" ON "_member_bios_v" USING btree ("version_member_name");
  CREATE INDEX "_member_bios_v_version_version_is_active_idx" ON "_member_bios_v" USING btree ("version_is_active");
  CREATE INDEX "_member_bios_v_version_version_updated_at_idx" ON "_member_bios_v" USING btree ("version_updated_at");
  CREATE INDEX "_member_bios_v_version_version_created_at_idx" ON "_member_bios_v" USING btree ("version_created_at");
  CREATE INDEX "_member_bios_v_version_version__status_idx" ON "_member_bios_v" USING btree ("version__status");
  CREATE INDEX "_member_bios_v_created_at_idx" ON "_member_bios_v" USING btree ("created_at");
  CREATE INDEX "_member_bios_v_updated_at_idx" ON "_member_bios_v" USING btree ("updated_at");
  CREATE INDEX "_member_bios_v_snapshot_idx" ON "_member_bios_v" USING btree ("snapshot");
  CREATE INDEX "_member_bios_v_published_locale_idx" ON "_member_bios_v" USING btree ("published_locale");
  CREATE INDEX "_member_bios_v_latest_idx" ON "_member_bios_v" USING btree ("latest");
  CREATE INDEX "version_memberName_version_memberType_idx" ON "_member_bios_v" USING btree ("version_member_name","version_member_type");
  CREATE UNIQUE INDEX "_member_bios_v_locales_locale_parent_id_unique" ON "_member_bios_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_photos_v_parent_idx" ON "_photos_v" USING btree ("parent_id");
  CREATE INDEX "_photos_v_version_version_category_idx" ON "_photos_v" USING btree ("version_category");
  CREATE INDEX "_photos_v_version_version_is_active_idx" ON "_photos_v" USING btree ("version_is_active");
  CREATE INDEX "_photos_v_version_version_updated_at_idx" ON "_photos_v" USING btree ("version_updated_at");
  CREATE INDEX "_photos_v_version_version_created_at_idx" ON "_photos_v" USING btree ("version_created_at");
  CREATE INDEX "_photos_v_version_version_deleted_at_idx" ON "_photos_v" USING btree ("version_deleted_at");
  CREATE INDEX "_photos_v_version_version__status_idx" ON "_photos_v" USING btree ("version__status");
  CREATE INDEX "_photos_v_version_version_filename_idx" ON "_photos_v" USING btree ("version_filename");
  CREATE INDEX "_photos_v_version_sizes_thumbnail_version_sizes_thumbnai_idx" ON "_photos_v" USING btree ("version_sizes_thumbnail_filename");
  CREATE INDEX "_photos_v_version_sizes_card_version_sizes_card_filename_idx" ON "_photos_v" USING btree ("version_sizes_card_filename");
  CREATE INDEX "_photos_v_version_sizes_large_version_sizes_large_filena_idx" ON "_photos_v" USING btree ("version_sizes_large_filename");
  CREATE INDEX "_photos_v_created_at_idx" ON "_photos_v" USING btree ("created_at");
  CREATE INDEX "_photos_v_updated_at_idx" ON "_photos_v" USING btree ("updated_at");
  CREATE INDEX "_photos_v_snapshot_idx" ON "_photos_v" USING btree ("snapshot");
  CREATE INDEX "_photos_v_published_locale_idx" ON "_photos_v" USING btree ("published_locale");
  CREATE INDEX "_photos_v_latest_idx" ON "_photos_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_photos_v_locales_locale_parent_id_unique" ON "_photos_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "content_items__status_idx" ON "content_items" USING btree ("_status");
  CREATE INDEX "members__status_idx" ON "members" USING btree ("_status");
  CREATE INDEX "member_bios__status_idx" ON "member_bios" USING btree ("_status");
  CREATE INDEX "photos__status_idx" ON "photos" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_content_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_content_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_members_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_member_bios_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_member_bios_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_photos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_photos_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_content_items_v" CASCADE;
  DROP TABLE "_content_items_v_locales" CASCADE;
  DROP TABLE "_members_v" CASCADE;
  DROP TABLE "_members_v_locales" CASCADE;
  DROP TABLE "_member_bios_v" CASCADE;
  DROP TABLE "_member_bios_v_locales" CASCADE;
  DROP TABLE "_photos_v" CASCADE;
  DROP TABLE "_photos_v_locales" CASCADE;
  ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_action";
  CREATE TYPE "public"."enum_activity_action" AS ENUM('create', 'update', 'delete', 'restore', 'login', 'login-failed');
  ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE "public"."enum_activity_action" USING "action"::"public"."enum_activity_action";
  DROP INDEX "content_items__status_idx";
  DROP INDEX "members__status_idx";
  DROP INDEX "member_bios__status_idx";
  DROP INDEX "photos__status_idx";
  ALTER TABLE "content_items" ALTER COLUMN "tab_id" SET NOT NULL;
  ALTER TABLE "content_items" ALTER COLUMN "section_id" SET NOT NULL;
  ALTER TABLE "content_items" ALTER COLUMN "display_order" SET NOT NULL;
  ALTER TABLE "members" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "members" ALTER COLUMN "member_type" SET NOT NULL;
  ALTER TABLE "members" ALTER COLUMN "display_order" SET NOT NULL;
  ALTER TABLE "member_bios" ALTER COLUMN "member_name" SET NOT NULL;
  ALTER TABLE "member_bios" ALTER COLUMN "member_type" SET NOT NULL;
  ALTER TABLE "photos" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "content_items" DROP COLUMN "_status";
  ALTER TABLE "members" DROP COLUMN "_status";
  ALTER TABLE "member_bios" DROP COLUMN "_status";
  ALTER TABLE "photos" DROP COLUMN "_status";
  DROP TYPE "public"."enum_content_items_status";
  DROP TYPE "public"."enum__content_items_v_version_tab_id";
  DROP TYPE "public"."enum__content_items_v_version_status";
  DROP TYPE "public"."enum__content_items_v_published_locale";
  DROP TYPE "public"."enum_members_status";
  DROP TYPE "public"."enum__members_v_version_member_type";
  DROP TYPE "public"."enum__members_v_version_status";
  DROP TYPE "public"."enum__members_v_published_locale";
  DROP TYPE "public"."enum_member_bios_status";
  DROP TYPE "public"."enum__member_bios_v_version_member_type";
  DROP TYPE "public"."enum__member_bios_v_version_status";
  DROP TYPE "public"."enum__member_bios_v_published_locale";
  DROP TYPE "public"."enum_photos_status";
  DROP TYPE "public"."enum__photos_v_version_category";
  DROP TYPE "public"."enum__photos_v_version_status";
  DROP TYPE "public"."enum__photos_v_published_locale";`)
}
