import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscriptions_end_reason" AS ENUM('visitor', 'bounced');
  CREATE TYPE "public"."enum_newsletters_languages" AS ENUM('en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja');
  CREATE TYPE "public"."enum_newsletters_status" AS ENUM('draft', 'scheduled', 'sending', 'sent', 'cancelled');
  CREATE TYPE "public"."enum_newsletters_audience" AS ENUM('everyone', 'languages');
  ALTER TYPE "public"."enum_mail_outbox_status" ADD VALUE 'cancelled';
  CREATE TABLE "newsletters_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "newsletters_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"alt" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "newsletters_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "newsletters_blocks_featured" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "newsletters_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_newsletters_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "newsletters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"status" "enum_newsletters_status" DEFAULT 'draft' NOT NULL,
  	"audience" "enum_newsletters_audience" DEFAULT 'everyone' NOT NULL,
  	"scheduled_for" timestamp(3) with time zone,
  	"started_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"totals_recipients" numeric,
  	"totals_sent" numeric,
  	"totals_failed" numeric,
  	"totals_skipped" numeric,
  	"totals_in_english" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "newsletters_locales" (
  	"subject" varchar,
  	"preheader" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "newsletters_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"publications_id" integer,
  	"news_id" integer,
  	"content_items_id" integer
  );
  
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "end_reason" "enum_newsletter_subscriptions_end_reason";
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "bounces" numeric DEFAULT 0;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "last_bounce_edition" numeric;
  ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp(3) with time zone;
  ALTER TABLE "mail_outbox" ADD COLUMN "claimed_by" numeric;
  ALTER TABLE "mail_outbox" ADD COLUMN "edition" numeric;
  ALTER TABLE "mail_outbox" ADD COLUMN "subscriber" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletters_id" integer;
  ALTER TABLE "newsletters_blocks_text" ADD CONSTRAINT "newsletters_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_blocks_image" ADD CONSTRAINT "newsletters_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletters_blocks_image" ADD CONSTRAINT "newsletters_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_blocks_button" ADD CONSTRAINT "newsletters_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_blocks_featured" ADD CONSTRAINT "newsletters_blocks_featured_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_languages" ADD CONSTRAINT "newsletters_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_locales" ADD CONSTRAINT "newsletters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_rels" ADD CONSTRAINT "newsletters_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_rels" ADD CONSTRAINT "newsletters_rels_publications_fk" FOREIGN KEY ("publications_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_rels" ADD CONSTRAINT "newsletters_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_rels" ADD CONSTRAINT "newsletters_rels_content_items_fk" FOREIGN KEY ("content_items_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletters_blocks_text_order_idx" ON "newsletters_blocks_text" USING btree ("_order");
  CREATE INDEX "newsletters_blocks_text_parent_id_idx" ON "newsletters_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "newsletters_blocks_text_path_idx" ON "newsletters_blocks_text" USING btree ("_path");
  CREATE INDEX "newsletters_blocks_text_locale_idx" ON "newsletters_blocks_text" USING btree ("_locale");
  CREATE INDEX "newsletters_blocks_image_order_idx" ON "newsletters_blocks_image" USING btree ("_order");
  CREATE INDEX "newsletters_blocks_image_parent_id_idx" ON "newsletters_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "newsletters_blocks_image_path_idx" ON "newsletters_blocks_image" USING btree ("_path");
  CREATE INDEX "newsletters_blocks_image_locale_idx" ON "newsletters_blocks_image" USING btree ("_locale");
  CREATE INDEX "newsletters_blocks_image_image_idx" ON "newsletters_blocks_image" USING btree ("image_id");
  CREATE INDEX "newsletters_blocks_button_order_idx" ON "newsletters_blocks_button" USING btree ("_order");
  CREATE INDEX "newsletters_blocks_button_parent_id_idx" ON "newsletters_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "newsletters_blocks_button_path_idx" ON "newsletters_blocks_button" USING btree ("_path");
  CREATE INDEX "newsletters_blocks_button_locale_idx" ON "newsletters_blocks_button" USING btree ("_locale");
  CREATE INDEX "newsletters_blocks_featured_order_idx" ON "newsletters_blocks_featured" USING btree ("_order");
  CREATE INDEX "newsletters_blocks_featured_parent_id_idx" ON "newsletters_blocks_featured" USING btree ("_parent_id");
  CREATE INDEX "newsletters_blocks_featured_path_idx" ON "newsletters_blocks_featured" USING btree ("_path");
  CREATE INDEX "newsletters_blocks_featured_locale_idx" ON "newsletters_blocks_featured" USING btree ("_locale");
  CREATE INDEX "newsletters_languages_order_idx" ON "newsletters_languages" USING btree ("order");
  CREATE INDEX "newsletters_languages_parent_idx" ON "newsletters_languages" USING btree ("parent_id");
  CREATE UNIQUE INDEX "newsletters_slug_idx" ON "newsletters" USING btree ("slug");
  CREATE INDEX "newsletters_status_idx" ON "newsletters" USING btree ("status");
  CREATE INDEX "newsletters_started_at_idx" ON "newsletters" USING btree ("started_at");
  CREATE INDEX "newsletters_updated_at_idx" ON "newsletters" USING btree ("updated_at");
  CREATE INDEX "newsletters_created_at_idx" ON "newsletters" USING btree ("created_at");
  CREATE INDEX "newsletters_deleted_at_idx" ON "newsletters" USING btree ("deleted_at");
  CREATE UNIQUE INDEX "newsletters_locales_locale_parent_id_unique" ON "newsletters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "newsletters_rels_order_idx" ON "newsletters_rels" USING btree ("order");
  CREATE INDEX "newsletters_rels_parent_idx" ON "newsletters_rels" USING btree ("parent_id");
  CREATE INDEX "newsletters_rels_path_idx" ON "newsletters_rels" USING btree ("path");
  CREATE INDEX "newsletters_rels_locale_idx" ON "newsletters_rels" USING btree ("locale");
  CREATE INDEX "newsletters_rels_publications_id_idx" ON "newsletters_rels" USING btree ("publications_id","locale");
  CREATE INDEX "newsletters_rels_news_id_idx" ON "newsletters_rels" USING btree ("news_id","locale");
  CREATE INDEX "newsletters_rels_content_items_id_idx" ON "newsletters_rels" USING btree ("content_items_id","locale");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletters_fk" FOREIGN KEY ("newsletters_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mail_outbox_claimed_at_idx" ON "mail_outbox" USING btree ("claimed_at");
  CREATE INDEX "mail_outbox_edition_idx" ON "mail_outbox" USING btree ("edition");
  CREATE UNIQUE INDEX "edition_subscriber_idx" ON "mail_outbox" USING btree ("edition","subscriber");
  CREATE INDEX "payload_locked_documents_rels_newsletters_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletters_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletters_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_blocks_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_blocks_featured" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletters_blocks_text" CASCADE;
  DROP TABLE "newsletters_blocks_image" CASCADE;
  DROP TABLE "newsletters_blocks_button" CASCADE;
  DROP TABLE "newsletters_blocks_featured" CASCADE;
  DROP TABLE "newsletters_languages" CASCADE;
  DROP TABLE "newsletters" CASCADE;
  DROP TABLE "newsletters_locales" CASCADE;
  DROP TABLE "newsletters_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletters_fk";
  
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_mail_outbox_status";
  CREATE TYPE "public"."enum_mail_outbox_status" AS ENUM('queued', 'sent', 'failed');
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_mail_outbox_status";
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_mail_outbox_status" USING "status"::"public"."enum_mail_outbox_status";
  DROP INDEX "mail_outbox_claimed_at_idx";
  DROP INDEX "mail_outbox_edition_idx";
  DROP INDEX "edition_subscriber_idx";
  DROP INDEX "payload_locked_documents_rels_newsletters_id_idx";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "end_reason";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "bounces";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "last_bounce_edition";
  ALTER TABLE "mail_outbox" DROP COLUMN "claimed_at";
  ALTER TABLE "mail_outbox" DROP COLUMN "claimed_by";
  ALTER TABLE "mail_outbox" DROP COLUMN "edition";
  ALTER TABLE "mail_outbox" DROP COLUMN "subscriber";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletters_id";
  DROP TYPE "public"."enum_newsletter_subscriptions_end_reason";
  DROP TYPE "public"."enum_newsletters_languages";
  DROP TYPE "public"."enum_newsletters_status";
  DROP TYPE "public"."enum_newsletters_audience";`)
}
