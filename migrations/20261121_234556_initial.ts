import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja');
  CREATE TYPE "public"."enum_content_items_tab_id" AS ENUM('about', 'programmes', 'policy', 'project', 'research', 'capacity', 'join');
  CREATE TYPE "public"."enum_submenus_tab_id" AS ENUM('about', 'programmes', 'policy', 'project', 'research', 'capacity', 'join');
  CREATE TYPE "public"."enum_members_member_type" AS ENUM('board', 'team');
  CREATE TYPE "public"."enum_member_bios_member_type" AS ENUM('board', 'team');
  CREATE TYPE "public"."enum_photos_category" AS ENUM('climate-science', 'agriculture', 'ecosystem', 'disaster', 'energy', 'health', 'humanitarian', 'software-development', 'policy', 'research', 'capacity', 'partnerships', 'events', 'general');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'read', 'archived');
  CREATE TYPE "public"."enum_newsletter_subscriptions_status" AS ENUM('new', 'read', 'archived');
  CREATE TYPE "public"."enum_software_requests_project_type" AS ENUM('web-application', 'mobile-app', 'desktop-software', 'database-system', 'api-integration', 'data-analysis', 'other');
  CREATE TYPE "public"."enum_software_requests_budget" AS ENUM('under-5k', '5k-10k', '10k-25k', '25k-50k', 'over-50k', 'discuss');
  CREATE TYPE "public"."enum_software_requests_timeline" AS ENUM('1-2-weeks', '1-month', '2-3-months', '3-6-months', '6-12-months', 'over-1-year', 'flexible');
  CREATE TYPE "public"."enum_software_requests_status" AS ENUM('new', 'read', 'archived');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin');
  CREATE TABLE "content_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tab_id" "enum_content_items_tab_id" NOT NULL,
  	"section_id" varchar NOT NULL,
  	"display_order" numeric DEFAULT 1 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content_items_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "submenus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tab_id" "enum_submenus_tab_id" NOT NULL,
  	"section_id" varchar NOT NULL,
  	"display_order" numeric DEFAULT 1 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submenus_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"member_type" "enum_members_member_type" NOT NULL,
  	"image_id" integer,
  	"display_order" numeric DEFAULT 1 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "members_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "member_bios" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_name" varchar NOT NULL,
  	"member_type" "enum_member_bios_member_type" NOT NULL,
  	"contact_email" varchar,
  	"linkedin_url" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_bios_locales" (
  	"bio" varchar,
  	"education" varchar,
  	"experience" varchar,
  	"achievements" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum_photos_category" NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "photos_locales" (
  	"title" varchar,
  	"description" varchar,
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"consent" boolean DEFAULT false NOT NULL,
  	"status" "enum_newsletter_subscriptions_status" DEFAULT 'new' NOT NULL,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "software_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"organization" varchar NOT NULL,
  	"project_type" "enum_software_requests_project_type" NOT NULL,
  	"budget" "enum_software_requests_budget" NOT NULL,
  	"timeline" "enum_software_requests_timeline" NOT NULL,
  	"requirements" varchar NOT NULL,
  	"additional_info" varchar,
  	"status" "enum_software_requests_status" DEFAULT 'new' NOT NULL,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"role" "enum_users_role" DEFAULT 'admin' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"content_items_id" integer,
  	"submenus_id" integer,
  	"members_id" integer,
  	"member_bios_id" integer,
  	"photos_id" integer,
  	"media_id" integer,
  	"contact_messages_id" integer,
  	"newsletter_subscriptions_id" integer,
  	"software_requests_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seed_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"applied" jsonb DEFAULT '[]'::jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "content_items_locales" ADD CONSTRAINT "content_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "submenus_locales" ADD CONSTRAINT "submenus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."submenus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "members_locales" ADD CONSTRAINT "members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_bios_locales" ADD CONSTRAINT "member_bios_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."member_bios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "photos_locales" ADD CONSTRAINT "photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_items_fk" FOREIGN KEY ("content_items_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submenus_fk" FOREIGN KEY ("submenus_id") REFERENCES "public"."submenus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_bios_fk" FOREIGN KEY ("member_bios_id") REFERENCES "public"."member_bios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_photos_fk" FOREIGN KEY ("photos_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk" FOREIGN KEY ("newsletter_subscriptions_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_software_requests_fk" FOREIGN KEY ("software_requests_id") REFERENCES "public"."software_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "content_items_tab_id_idx" ON "content_items" USING btree ("tab_id");
  CREATE INDEX "content_items_section_id_idx" ON "content_items" USING btree ("section_id");
  CREATE INDEX "content_items_display_order_idx" ON "content_items" USING btree ("display_order");
  CREATE INDEX "content_items_is_active_idx" ON "content_items" USING btree ("is_active");
  CREATE INDEX "content_items_updated_at_idx" ON "content_items" USING btree ("updated_at");
  CREATE INDEX "content_items_created_at_idx" ON "content_items" USING btree ("created_at");
  CREATE INDEX "tabId_sectionId_idx" ON "content_items" USING btree ("tab_id","section_id");
  CREATE UNIQUE INDEX "content_items_locales_locale_parent_id_unique" ON "content_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "submenus_tab_id_idx" ON "submenus" USING btree ("tab_id");
  CREATE INDEX "submenus_section_id_idx" ON "submenus" USING btree ("section_id");
  CREATE INDEX "submenus_display_order_idx" ON "submenus" USING btree ("display_order");
  CREATE INDEX "submenus_is_active_idx" ON "submenus" USING btree ("is_active");
  CREATE INDEX "submenus_updated_at_idx" ON "submenus" USING btree ("updated_at");
  CREATE INDEX "submenus_created_at_idx" ON "submenus" USING btree ("created_at");
  CREATE UNIQUE INDEX "tabId_sectionId_1_idx" ON "submenus" USING btree ("tab_id","section_id");
  CREATE UNIQUE INDEX "submenus_locales_locale_parent_id_unique" ON "submenus_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "members_name_idx" ON "members" USING btree ("name");
  CREATE INDEX "members_member_type_idx" ON "members" USING btree ("member_type");
  CREATE INDEX "members_image_idx" ON "members" USING btree ("image_id");
  CREATE INDEX "members_display_order_idx" ON "members" USING btree ("display_order");
  CREATE INDEX "members_is_active_idx" ON "members" USING btree ("is_active");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_locales_locale_parent_id_unique" ON "members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "member_bios_member_name_idx" ON "member_bios" USING btree ("member_name");
  CREATE INDEX "member_bios_is_active_idx" ON "member_bios" USING btree ("is_active");
  CREATE INDEX "member_bios_updated_at_idx" ON "member_bios" USING btree ("updated_at");
  CREATE INDEX "member_bios_created_at_idx" ON "member_bios" USING btree ("created_at");
  CREATE UNIQUE INDEX "memberName_memberType_idx" ON "member_bios" USING btree ("member_name","member_type");
  CREATE UNIQUE INDEX "member_bios_locales_locale_parent_id_unique" ON "member_bios_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "photos_category_idx" ON "photos" USING btree ("category");
  CREATE INDEX "photos_is_active_idx" ON "photos" USING btree ("is_active");
  CREATE INDEX "photos_updated_at_idx" ON "photos" USING btree ("updated_at");
  CREATE INDEX "photos_created_at_idx" ON "photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "photos_filename_idx" ON "photos" USING btree ("filename");
  CREATE INDEX "photos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "photos" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "photos_sizes_card_sizes_card_filename_idx" ON "photos" USING btree ("sizes_card_filename");
  CREATE INDEX "photos_sizes_large_sizes_large_filename_idx" ON "photos" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "photos_locales_locale_parent_id_unique" ON "photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_received_at_idx" ON "contact_messages" USING btree ("received_at");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");
  CREATE INDEX "newsletter_subscriptions_status_idx" ON "newsletter_subscriptions" USING btree ("status");
  CREATE INDEX "newsletter_subscriptions_received_at_idx" ON "newsletter_subscriptions" USING btree ("received_at");
  CREATE INDEX "newsletter_subscriptions_updated_at_idx" ON "newsletter_subscriptions" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscriptions_created_at_idx" ON "newsletter_subscriptions" USING btree ("created_at");
  CREATE INDEX "software_requests_email_idx" ON "software_requests" USING btree ("email");
  CREATE INDEX "software_requests_status_idx" ON "software_requests" USING btree ("status");
  CREATE INDEX "software_requests_received_at_idx" ON "software_requests" USING btree ("received_at");
  CREATE INDEX "software_requests_updated_at_idx" ON "software_requests" USING btree ("updated_at");
  CREATE INDEX "software_requests_created_at_idx" ON "software_requests" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_content_items_id_idx" ON "payload_locked_documents_rels" USING btree ("content_items_id");
  CREATE INDEX "payload_locked_documents_rels_submenus_id_idx" ON "payload_locked_documents_rels" USING btree ("submenus_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_member_bios_id_idx" ON "payload_locked_documents_rels" USING btree ("member_bios_id");
  CREATE INDEX "payload_locked_documents_rels_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("photos_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_software_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("software_requests_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "content_items" CASCADE;
  DROP TABLE "content_items_locales" CASCADE;
  DROP TABLE "submenus" CASCADE;
  DROP TABLE "submenus_locales" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "members_locales" CASCADE;
  DROP TABLE "member_bios" CASCADE;
  DROP TABLE "member_bios_locales" CASCADE;
  DROP TABLE "photos" CASCADE;
  DROP TABLE "photos_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "newsletter_subscriptions" CASCADE;
  DROP TABLE "software_requests" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "seed_state" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_content_items_tab_id";
  DROP TYPE "public"."enum_submenus_tab_id";
  DROP TYPE "public"."enum_members_member_type";
  DROP TYPE "public"."enum_member_bios_member_type";
  DROP TYPE "public"."enum_photos_category";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_newsletter_subscriptions_status";
  DROP TYPE "public"."enum_software_requests_project_type";
  DROP TYPE "public"."enum_software_requests_budget";
  DROP TYPE "public"."enum_software_requests_timeline";
  DROP TYPE "public"."enum_software_requests_status";
  DROP TYPE "public"."enum_users_role";`)
}
