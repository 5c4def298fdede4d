ALTER TYPE "public"."withdrawal_status" ADD VALUE 'unconfirmed';--> statement-breakpoint
CREATE TABLE "account_security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(512),
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" varchar(8) NOT NULL,
	"address" varchar(128) NOT NULL,
	"destination_tag" bigint,
	"added_at" timestamp with time zone NOT NULL,
	"usable_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_allow_lists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"off_from" timestamp with time zone,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "confirmed_with" varchar(16);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "confirm_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_security_events" ADD CONSTRAINT "account_security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_addresses" ADD CONSTRAINT "withdrawal_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_allow_lists" ADD CONSTRAINT "withdrawal_allow_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_security_events_user_idx" ON "account_security_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "withdrawal_addresses_user_idx" ON "withdrawal_addresses" USING btree ("user_id","currency") WHERE "withdrawal_addresses"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_confirm_by_idx" ON "withdrawals" USING btree ("confirm_by") WHERE "withdrawals"."confirm_by" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_confirm_token_hash_unique" UNIQUE("confirm_token_hash");