-- "Megaways" is another company's trademark: the slot StarforgeMegaways is now StarforgeWays (page
-- /game/starforge-ways). Every record that names it by key moves to the new key, so its rounds stay in
-- history, recall and the fairness check, its favourites stay, and the catalogue seed finds its row.
-- The catalogue row is copied under the new id, its favourites follow it, then the old row goes: the
-- favourites' foreign key does not follow a changed id. A catalogue seeded before the title was renamed
-- still shows its old name, which changes too.
INSERT INTO "games" ("id", "name", "provider", "image_id", "launch_id", "categories", "is_top", "is_new", "is_featured",
  "is_main", "rtp", "volatility", "min_bet_eur_cents", "max_bet_eur_cents", "sort_order", "created_at")
SELECT 'lunarforge:StarforgeWays', CASE WHEN "name" = 'Starforge Megaways' THEN 'Starforge Ways' ELSE "name" END, "provider",
  CASE WHEN "image_id" = "id" THEN 'lunarforge:StarforgeWays' ELSE "image_id" END,
  CASE WHEN "launch_id" = "id" THEN 'lunarforge:StarforgeWays' ELSE "launch_id" END,
  "categories", "is_top", "is_new", "is_featured", "is_main", "rtp", "volatility", "min_bet_eur_cents", "max_bet_eur_cents",
  "sort_order", "created_at"
FROM "games" WHERE "id" = 'lunarforge:StarforgeMegaways'
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
UPDATE "favorite_games" AS f SET "game_id" = 'lunarforge:StarforgeWays'
WHERE f."game_id" = 'lunarforge:StarforgeMegaways'
  AND NOT EXISTS (SELECT 1 FROM "favorite_games" AS n WHERE n."user_id" = f."user_id" AND n."game_id" = 'lunarforge:StarforgeWays');--> statement-breakpoint
DELETE FROM "games" WHERE "id" = 'lunarforge:StarforgeMegaways';--> statement-breakpoint
UPDATE "game_launches" SET "game_key" = 'StarforgeWays' WHERE "game_key" = 'StarforgeMegaways';--> statement-breakpoint
UPDATE "game_rounds" SET "game_key" = 'StarforgeWays' WHERE "game_key" = 'StarforgeMegaways';--> statement-breakpoint
-- The seamless wallet's records of our own studio's play (another operator's game codes are its own).
UPDATE "game_wallet_sessions" SET "game_code" = 'StarforgeWays' WHERE "operator_id" = 'studio' AND "game_code" = 'StarforgeMegaways';--> statement-breakpoint
UPDATE "game_wallet_rounds" SET "game_code" = 'StarforgeWays' WHERE "operator_id" = 'studio' AND "game_code" = 'StarforgeMegaways';--> statement-breakpoint
UPDATE "game_wallet_transactions" SET "game_code" = 'StarforgeWays' WHERE "operator_id" = 'studio' AND "game_code" = 'StarforgeMegaways';--> statement-breakpoint
-- The ledger's description of those movements and of jackpot contributions and wins: a replayed wallet call,
-- now sent under the new key, still matches the transfer it made.
UPDATE "ledger_transfers" SET "metadata" = jsonb_set("metadata", '{gameCode}', '"StarforgeWays"')
WHERE "metadata"->>'gameCode' = 'StarforgeMegaways' AND "metadata"->>'operatorId' = 'studio';--> statement-breakpoint
UPDATE "ledger_transfers" SET "metadata" = jsonb_set("metadata", '{gameKey}', '"StarforgeWays"')
WHERE "metadata"->>'gameKey' = 'StarforgeMegaways';
