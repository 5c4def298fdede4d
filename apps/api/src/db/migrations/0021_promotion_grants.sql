CREATE TYPE "public"."promotion_grant_status" AS ENUM('active', 'completed', 'forfeited', 'expired');--> statement-breakpoint
CREATE TABLE "promotion_consumer_positions" (
	"consumer" varchar(40) PRIMARY KEY NOT NULL,
	"last_event_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_declines" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"declined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"deposit_id" uuid NOT NULL,
	"promotion_id" varchar(60) NOT NULL,
	"deposit_number" smallint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"bonus_amount" numeric(38, 0) NOT NULL,
	"free_spins" integer NOT NULL,
	"wagering_requirement" numeric(38, 0) NOT NULL,
	"wagered" numeric(38, 0) DEFAULT 0 NOT NULL,
	"status" "promotion_grant_status" DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_grants_deposit_id_unique" UNIQUE("deposit_id"),
	CONSTRAINT "promotion_grants_amounts_check" CHECK ("promotion_grants"."bonus_amount" >= 0 AND "promotion_grants"."free_spins" >= 0 AND "promotion_grants"."wagered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_declines" ADD CONSTRAINT "promotion_declines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD CONSTRAINT "promotion_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_grants_user_idx" ON "promotion_grants" USING btree ("user_id","created_at");