-- A bonus is only taken by the player's explicit choice: an address with no choice on it earns none.
-- A stored "take the offer" cannot be told from the old default, so the player chooses again.
ALTER TABLE "crypto_deposit_addresses" ALTER COLUMN "decline_bonus" SET DEFAULT true;--> statement-breakpoint
UPDATE "crypto_deposit_addresses" SET "decline_bonus" = true WHERE "promotion_coupon" IS NULL;
