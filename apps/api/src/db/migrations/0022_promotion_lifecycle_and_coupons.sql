CREATE TYPE "public"."promotion_coupon_kind" AS ENUM('deposit', 'redemption');--> statement-breakpoint
CREATE TYPE "public"."promotion_grant_source" AS ENUM('deposit', 'no_deposit', 'coupon');--> statement-breakpoint
ALTER TYPE "public"."promotion_grant_status" ADD VALUE 'pending';--> statement-breakpoint
ALTER TYPE "public"."promotion_grant_status" ADD VALUE 'rejected';--> statement-breakpoint
CREATE TABLE "promotion_coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"deposit_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_coupon_redemptions_deposit_key" UNIQUE("deposit_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(32) NOT NULL,
	"display_name" varchar(60) NOT NULL,
	"kind" "promotion_coupon_kind" NOT NULL,
	"minimum_deposit_eur_cents" bigint,
	"bonus_percent" integer NOT NULL,
	"bonus_eur_cents" bigint,
	"free_spins" integer NOT NULL,
	"total_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"per_player_limit" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "promotion_coupons_terms_check" CHECK ("promotion_coupons"."bonus_percent" >= 0 AND "promotion_coupons"."free_spins" >= 0 AND "promotion_coupons"."per_player_limit" >= 1 AND "promotion_coupons"."uses" >= 0
        AND ("promotion_coupons"."total_uses" IS NULL OR "promotion_coupons"."uses" <= "promotion_coupons"."total_uses") AND ("promotion_coupons"."bonus_eur_cents" IS NULL OR "promotion_coupons"."bonus_eur_cents" > 0)
        AND ("promotion_coupons"."kind" = 'deposit' OR ("promotion_coupons"."bonus_percent" = 0 AND "promotion_coupons"."minimum_deposit_eur_cents" IS NULL)))
);
--> statement-breakpoint
ALTER TABLE "promotion_grants" ALTER COLUMN "deposit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD COLUMN "source" "promotion_grant_source" DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD COLUMN "display_name" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "promotion_grants" SET "display_name" = CASE "deposit_number" WHEN 1 THEN '1st deposit' WHEN 2 THEN '2nd deposit' WHEN 3 THEN '3rd deposit' ELSE "deposit_number" || 'th deposit' END;--> statement-breakpoint
ALTER TABLE "promotion_grants" ALTER COLUMN "display_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD COLUMN "validity_days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
UPDATE "promotion_grants" SET "validity_days" = greatest(1, round(extract(epoch FROM "expires_at" - "created_at") / 86400));--> statement-breakpoint
ALTER TABLE "promotion_grants" ALTER COLUMN "validity_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotion_coupon_redemptions" ADD CONSTRAINT "promotion_coupon_redemptions_coupon_id_promotion_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."promotion_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_coupon_redemptions" ADD CONSTRAINT "promotion_coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_coupon_redemptions" ADD CONSTRAINT "promotion_coupon_redemptions_grant_id_promotion_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."promotion_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_coupon_redemptions_player_idx" ON "promotion_coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD CONSTRAINT "promotion_grants_coupon_id_promotion_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."promotion_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_grants_one_active_idx" ON "promotion_grants" USING btree ("user_id") WHERE "promotion_grants"."status" = 'active' AND "promotion_grants"."accepted_at" IS NOT NULL;