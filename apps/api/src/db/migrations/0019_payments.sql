CREATE TYPE "public"."deposit_status" AS ENUM('pending', 'completed', 'failed', 'held');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_status" AS ENUM('pending', 'completed', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway" varchar(32) NOT NULL,
	"method" varchar(32) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"status" "deposit_status" DEFAULT 'pending' NOT NULL,
	"promotion_coupon" varchar(32),
	"reference" varchar(200),
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"user_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"gateway" varchar(32) NOT NULL,
	"event_id" varchar(200) NOT NULL,
	"deposit_id" uuid,
	"outcome" varchar(16) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" varchar(32) NOT NULL,
	"event_id" varchar(200) NOT NULL,
	"payload" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_status" integer,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method" varchar(32) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"address" varchar(128),
	"destination_tag" bigint,
	"status" "withdrawal_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reference" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_reference_idx" ON "deposits" USING btree ("gateway","reference");--> statement-breakpoint
CREATE INDEX "payment_events_user_idx" ON "payment_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_webhook_deliveries_event_idx" ON "sandbox_webhook_deliveries" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_deliveries_due_idx" ON "sandbox_webhook_deliveries" USING btree ("next_attempt_at") WHERE "sandbox_webhook_deliveries"."delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");