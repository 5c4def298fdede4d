CREATE TYPE "public"."adjustment_request_status" AS ENUM('pending', 'applied', 'rejected');--> statement-breakpoint
CREATE TABLE "adjustment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"status" "adjustment_request_status" NOT NULL,
	"needs_second_approval" boolean NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"requested_by" varchar(254) NOT NULL,
	"requested_by_email" varchar(254) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" varchar(254),
	"decided_by_email" varchar(254),
	"decided_at" timestamp with time zone,
	"reject_reason" varchar(500),
	"transfer_id" bigint,
	CONSTRAINT "adjustment_requests_amount_check" CHECK ("adjustment_requests"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by_email" varchar(254);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "decided_by_email" varchar(254);--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjustment_requests_idempotency_key_idx" ON "adjustment_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "adjustment_requests_status_idx" ON "adjustment_requests" USING btree ("status","requested_at");