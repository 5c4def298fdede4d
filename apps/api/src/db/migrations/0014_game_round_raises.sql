ALTER TABLE "game_rounds" ADD COLUMN "raises" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_raises_check" CHECK ("game_rounds"."raises" >= 0);--> statement-breakpoint
-- Real-money rounds raised before the count existed (three card poker's play, craps odds) raised once, as their
-- wallet bet <id>:raise shows; the settlement of one still open closes that bet by the count.
UPDATE "game_rounds" SET "raises" = 1
FROM "game_wallet_transactions" t
WHERE t."transaction_uuid" = "game_rounds"."id"::text || ':raise' AND t."type" = 'bet' AND NOT "game_rounds"."is_demo";
