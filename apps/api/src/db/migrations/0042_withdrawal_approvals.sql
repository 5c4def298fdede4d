ALTER TABLE "withdrawals" ADD COLUMN "decided_by" varchar(254);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" varchar(254);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;