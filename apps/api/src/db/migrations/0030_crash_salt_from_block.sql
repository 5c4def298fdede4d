-- Crash chains salted by a block of the watched chain mined after their commitment (decision 018): the salt waits
-- (null) for the block at salt_height; chains from before keep their salt and no height, and are not played again.
-- The sandbox chain's blocks, for the sandbox chain adapter.
CREATE TABLE "sandbox_chain_blocks" (
	"currency" varchar(8) NOT NULL,
	"height" bigint NOT NULL,
	"hash" varchar(64) NOT NULL,
	"mined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_chain_blocks_currency_height_pk" PRIMARY KEY("currency","height")
);
--> statement-breakpoint
ALTER TABLE "crash_chains" ALTER COLUMN "salt" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_chain" varchar(8);--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_height" bigint;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_fixed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_salt_block_check" CHECK (("crash_chains"."salt_chain" IS NULL) = ("crash_chains"."salt_height" IS NULL));--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_salt_check" CHECK (CASE WHEN "crash_chains"."salt_height" IS NULL THEN "crash_chains"."salt" IS NOT NULL ELSE ("crash_chains"."salt" IS NULL) = ("crash_chains"."salt_fixed_at" IS NULL) END);