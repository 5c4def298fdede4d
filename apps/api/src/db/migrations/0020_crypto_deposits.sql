CREATE SEQUENCE "public"."crypto_address_index" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "crypto_deposit_addresses" (
	"user_id" uuid NOT NULL,
	"currency" varchar(8) NOT NULL,
	"address" varchar(128) NOT NULL,
	"destination_tag" bigint,
	"derivation_index" bigint NOT NULL,
	"promotion_coupon" varchar(32),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crypto_deposit_addresses_user_id_currency_pk" PRIMARY KEY("user_id","currency")
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_transactions" (
	"currency" varchar(8) NOT NULL,
	"tx_hash" varchar(64) NOT NULL,
	"output_index" integer NOT NULL,
	"to_address" varchar(128) NOT NULL,
	"destination_tag" bigint,
	"amount" numeric(38, 0) NOT NULL,
	"broadcast_at" timestamp with time zone NOT NULL,
	"dropped_at" timestamp with time zone,
	CONSTRAINT "sandbox_chain_transactions_currency_tx_hash_output_index_pk" PRIMARY KEY("currency","tx_hash","output_index"),
	CONSTRAINT "sandbox_chain_transactions_amount_check" CHECK ("sandbox_chain_transactions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "crypto_deposit_addresses" ADD CONSTRAINT "crypto_deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposit_addresses_address_idx" ON "crypto_deposit_addresses" USING btree ("currency","address",coalesce("destination_tag", -1));--> statement-breakpoint
CREATE INDEX "sandbox_chain_transactions_broadcast_idx" ON "sandbox_chain_transactions" USING btree ("broadcast_at");