ALTER TABLE "self_exclusions" ALTER COLUMN "period" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "self_exclusions" ADD COLUMN "kind" varchar(16) DEFAULT 'self_exclusion' NOT NULL;--> statement-breakpoint
ALTER TABLE "self_exclusions" ADD COLUMN "reopens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "self_exclusions" ADD COLUMN "lift_asked_at" timestamp with time zone;--> statement-breakpoint
DROP TYPE "public"."self_exclusion_period";--> statement-breakpoint
-- hand-written
-- Exclusions recorded before lifting delays: play reopens at their end, as it was promised when they were asked for.
UPDATE "self_exclusions" SET "reopens_at" = "ends_at" WHERE "ends_at" IS NOT NULL;
