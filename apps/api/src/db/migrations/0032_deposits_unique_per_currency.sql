DROP INDEX "deposits_gateway_reference_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_currency_reference_idx" ON "deposits" USING btree ("gateway","currency","reference");