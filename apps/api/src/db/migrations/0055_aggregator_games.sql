DROP INDEX "game_rounds_open_real_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "aggregator" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_real_idx" ON "game_rounds" USING btree ("player_id","game_key") WHERE "game_rounds"."status" = 'open' AND NOT "game_rounds"."is_demo" AND "game_rounds"."family" <> 'aggregator';