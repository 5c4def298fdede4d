ALTER TABLE "sessions" ADD COLUMN "payout_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refund_reason" varchar(32);