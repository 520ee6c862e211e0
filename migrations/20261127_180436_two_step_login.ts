import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_language" AS ENUM('en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja');
  CREATE TYPE "public"."enum_two_step_factors_kind" AS ENUM('totp', 'passkey', 'recovery');
  CREATE TYPE "public"."enum_admin_sessions_method" AS ENUM('password', 'totp', 'recovery', 'passkey');
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'two-step-on';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'two-step-off';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'recovery-code-used';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'second-step-failed';
  CREATE TABLE "two_step_factors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"kind" "enum_two_step_factors_kind" NOT NULL,
  	"label" varchar,
  	"secret" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_step" numeric,
  	"credential_id" varchar,
  	"public_key" varchar,
  	"counter" numeric,
  	"transports" jsonb,
  	"last_challenge" varchar,
  	"last_used_at" timestamp(3) with time zone,
  	"code_hash" varchar,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admin_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sid" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"browser" varchar,
  	"network" varchar,
  	"ticket" varchar,
  	"method" "enum_admin_sessions_method",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language" DEFAULT 'en';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "two_step_factors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admin_sessions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "require_two_step" boolean DEFAULT false;
  ALTER TABLE "two_step_factors" ADD CONSTRAINT "two_step_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "two_step_factors_user_idx" ON "two_step_factors" USING btree ("user_id");
  CREATE UNIQUE INDEX "two_step_factors_credential_id_idx" ON "two_step_factors" USING btree ("credential_id");
  CREATE INDEX "two_step_factors_code_hash_idx" ON "two_step_factors" USING btree ("code_hash");
  CREATE INDEX "two_step_factors_updated_at_idx" ON "two_step_factors" USING btree ("updated_at");
  CREATE INDEX "two_step_factors_created_at_idx" ON "two_step_factors" USING btree ("created_at");
  CREATE UNIQUE INDEX "admin_sessions_sid_idx" ON "admin_sessions" USING btree ("sid");
  CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("user_id");
  CREATE UNIQUE INDEX "admin_sessions_ticket_idx" ON "admin_sessions" USING btree ("ticket");
  CREATE INDEX "admin_sessions_updated_at_idx" ON "admin_sessions" USING btree ("updated_at");
  CREATE INDEX "admin_sessions_created_at_idx" ON "admin_sessions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_two_step_factors_fk" FOREIGN KEY ("two_step_factors_id") REFERENCES "public"."two_step_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admin_sessions_fk" FOREIGN KEY ("admin_sessions_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_two_step_factors_id_idx" ON "payload_locked_documents_rels" USING btree ("two_step_factors_id");
  CREATE INDEX "payload_locked_documents_rels_admin_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("admin_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "two_step_factors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admin_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "two_step_factors" CASCADE;
  DROP TABLE "admin_sessions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_two_step_factors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admin_sessions_fk";
  
  ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_action";
  CREATE TYPE "public"."enum_activity_action" AS ENUM('create', 'update', 'draft', 'delete', 'restore', 'login', 'login-failed', 'password-reset-request', 'password-reset', 'password-change', 'email-change', 'settings-change');
  ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE "public"."enum_activity_action" USING "action"::"public"."enum_activity_action";
  DROP INDEX "payload_locked_documents_rels_two_step_factors_id_idx";
  DROP INDEX "payload_locked_documents_rels_admin_sessions_id_idx";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "two_step_factors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admin_sessions_id";
  ALTER TABLE "site_settings" DROP COLUMN "require_two_step";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_two_step_factors_kind";
  DROP TYPE "public"."enum_admin_sessions_method";`)
}
