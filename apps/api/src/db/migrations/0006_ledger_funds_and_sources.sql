-- Every player account gets its fund row before the constraint that requires one: money already
-- credited in a currency the player held no wallet for becomes visible (as a non-default wallet).
INSERT INTO "funds" ("user_id", "currency", "is_default")
SELECT DISTINCT "user_id", "currency", false FROM "ledger_accounts" WHERE "user_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_idempotency_key_unique";--> statement-breakpoint
-- Keys written before sources existed keep their own namespace; every new transfer names its source.
ALTER TABLE "ledger_transfers" ADD COLUMN "source" varchar(32) DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ALTER COLUMN "source" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_fund_fk" FOREIGN KEY ("user_id","currency") REFERENCES "public"."funds"("user_id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_source_key_unique" UNIQUE("source","idempotency_key");
