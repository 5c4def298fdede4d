ALTER TYPE "public"."promotion_grant_source" ADD VALUE 'staff';--> statement-breakpoint
CREATE TABLE "promotion_welcome_offers" (
	"profile" varchar(16) PRIMARY KEY NOT NULL,
	"offer" jsonb NOT NULL,
	"updated_by_id" uuid NOT NULL,
	"updated_by_email" varchar(254) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD COLUMN "reason" varchar(500);--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD COLUMN "granted_by_email" varchar(254);--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD COLUMN "forfeit_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD COLUMN "idempotency_key" varchar(200);--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD CONSTRAINT "promotion_grants_idempotency_key_unique" UNIQUE("idempotency_key");