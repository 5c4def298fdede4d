CREATE TYPE "public"."ledger_account_kind" AS ENUM('player_real', 'player_bonus', 'player_free_spin', 'player_held', 'house', 'gateway_clearing', 'promotions');--> statement-breakpoint
CREATE TYPE "public"."ledger_transfer_kind" AS ENUM('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bonus', 'bonus_conversion', 'bonus_forfeit', 'adjustment', 'hold', 'release');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"currency" varchar(8) NOT NULL,
	"user_id" uuid,
	"shard" smallint DEFAULT 0 NOT NULL,
	"balance" numeric(38, 0) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_identity_key" UNIQUE NULLS NOT DISTINCT("kind","currency","user_id","shard"),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."user_id" IS NULL) = ("ledger_accounts"."kind" IN ('house', 'gateway_clearing', 'promotions'))),
	CONSTRAINT "ledger_accounts_shard_check" CHECK ("ledger_accounts"."shard" BETWEEN 0 AND 63 AND ("ledger_accounts"."user_id" IS NULL OR "ledger_accounts"."shard" = 0)),
	CONSTRAINT "ledger_accounts_player_not_negative_check" CHECK ("ledger_accounts"."user_id" IS NULL OR "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	CONSTRAINT "ledger_postings_transfer_account_key" UNIQUE("transfer_id","account_id"),
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"kind" "ledger_transfer_kind" NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"from_account_id" bigint NOT NULL,
	"to_account_id" bigint NOT NULL,
	"user_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_check" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_accounts_check" CHECK ("ledger_transfers"."from_account_id" <> "ledger_transfers"."to_account_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_to_account_id_ledger_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_user_idx" ON "ledger_transfers" USING btree ("user_id","kind","created_at");