import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscriptions_subscription" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_subscriptions_locale" AS ENUM('en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja');
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "subscription" "enum_newsletter_subscriptions_subscription" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "locale" "enum_newsletter_subscriptions_locale" DEFAULT 'en' NOT NULL;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token" varchar;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token" varchar;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "notice_sent_at" timestamp(3) with time zone;
  CREATE INDEX "newsletter_subscriptions_subscription_idx" ON "newsletter_subscriptions" USING btree ("subscription");
  CREATE INDEX "newsletter_subscriptions_confirm_token_idx" ON "newsletter_subscriptions" USING btree ("confirm_token");
  CREATE UNIQUE INDEX "newsletter_subscriptions_unsubscribe_token_idx" ON "newsletter_subscriptions" USING btree ("unsubscribe_token");`)
  // Subscribers from before the double opt-in ticked the consent box under the rules of the time:
  // they stay on the list (confirmed, with no confirmedAt, so an administrator can tell them apart)
  // rather than being forgotten as never-confirmed pending rows 7 days later. Each gets its link
  // tokens: 32 random bytes in base64url, like src/newsletter/tokens.ts.
  await db.execute(sql`
  UPDATE "newsletter_subscriptions" SET
    "subscription" = 'confirmed',
    "confirm_token" = translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_'),
    "unsubscribe_token" = translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "newsletter_subscriptions_subscription_idx";
  DROP INDEX "newsletter_subscriptions_confirm_token_idx";
  DROP INDEX "newsletter_subscriptions_unsubscribe_token_idx";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "subscription";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "locale";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "confirm_token";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "unsubscribe_token";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "confirmation_sent_at";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "notice_sent_at";
  DROP TYPE "public"."enum_newsletter_subscriptions_subscription";
  DROP TYPE "public"."enum_newsletter_subscriptions_locale";`)
}
