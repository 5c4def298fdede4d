-- Jackpot draws (docs/decisions/019-jackpots.md): the chance a round's draw had, kept with the round so its verifier shows the
-- draw as it was made; the winners rails' indexes count a round that won a jackpot as a win.
DROP INDEX "game_rounds_latest_wins_idx";--> statement-breakpoint
DROP INDEX "game_rounds_top_wins_idx";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "jackpot_chance_one_in" bigint;--> statement-breakpoint
CREATE INDEX "game_rounds_latest_wins_idx" ON "game_rounds" USING btree ("settled_at" DESC NULLS LAST) WHERE NOT "game_rounds"."is_demo" AND ("game_rounds"."win" > 0 OR "game_rounds"."jackpot_win" > 0);--> statement-breakpoint
CREATE INDEX "game_rounds_top_wins_idx" ON "game_rounds" USING btree ("win_eur_cents" DESC NULLS LAST) WHERE NOT "game_rounds"."is_demo" AND ("game_rounds"."win" > 0 OR "game_rounds"."jackpot_win" > 0);--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_jackpot_chance_check" CHECK ("game_rounds"."jackpot_chance_one_in" >= 1);