CREATE TYPE "public"."game_wallet_transaction_type" AS ENUM('bet', 'win', 'rollback');--> statement-breakpoint
CREATE TABLE "game_wallet_rounds" (
	"operator_id" varchar(32) NOT NULL,
	"player_id" uuid NOT NULL,
	"round_id" varchar(100) NOT NULL,
	"game_code" varchar(100) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_wallet_rounds_operator_id_player_id_round_id_pk" PRIMARY KEY("operator_id","player_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "game_wallet_sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"operator_id" varchar(32) NOT NULL,
	"player_id" uuid NOT NULL,
	"game_code" varchar(100) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"idle_ms" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" varchar(32) NOT NULL,
	"transaction_uuid" varchar(100) NOT NULL,
	"type" "game_wallet_transaction_type" NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" numeric(38, 0),
	"round_id" varchar(100) NOT NULL,
	"reference_transaction_uuid" varchar(100),
	"game_code" varchar(100) NOT NULL,
	"is_tombstone" boolean DEFAULT false NOT NULL,
	"status" varchar(32) NOT NULL,
	"balance" numeric(38, 0),
	"ledger_transfer_id" bigint,
	"settled_at" timestamp with time zone,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_wallet_transactions_uuid_key" UNIQUE("operator_id","transaction_uuid"),
	CONSTRAINT "game_wallet_transactions_amount_check" CHECK ("game_wallet_transactions"."amount" >= 0),
	CONSTRAINT "game_wallet_transactions_bet_state_check" CHECK ("game_wallet_transactions"."settled_at" IS NULL OR "game_wallet_transactions"."rolled_back_at" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "game_wallet_sessions" ADD CONSTRAINT "game_wallet_sessions_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wallet_transactions" ADD CONSTRAINT "game_wallet_transactions_ledger_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("ledger_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_wallet_sessions_player_idx" ON "game_wallet_sessions" USING btree ("player_id");