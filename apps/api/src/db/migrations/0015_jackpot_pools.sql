-- Jackpot pools (docs/decisions/019-jackpots.md): a ledger account kind per currency pool, the transfer kinds that feed and pay it,
-- and the pool a round won. The checks compare kind as text: a new enum value cannot be used in the transaction that adds it.
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'jackpot';--> statement-breakpoint
ALTER TYPE "public"."ledger_transfer_kind" ADD VALUE 'jackpot_contribution';--> statement-breakpoint
ALTER TYPE "public"."ledger_transfer_kind" ADD VALUE 'jackpot_seed';--> statement-breakpoint
ALTER TYPE "public"."ledger_transfer_kind" ADD VALUE 'jackpot_win';--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "jackpot_win" numeric(38, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_jackpot_check" CHECK ("ledger_accounts"."kind"::text <> 'jackpot' OR ("ledger_accounts"."shard" = 0 AND "ledger_accounts"."balance" >= 0));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."user_id" IS NULL) = ("ledger_accounts"."kind"::text IN ('house', 'gateway_clearing', 'promotions', 'jackpot')));--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_jackpot_win_check" CHECK ("game_rounds"."jackpot_win" >= 0);