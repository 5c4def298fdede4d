CREATE TABLE "fair_seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fair_seed_pairs_nonce_check" CHECK ("fair_seed_pairs"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fair_seed_pairs" ADD CONSTRAINT "fair_seed_pairs_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seed_pairs_active_idx" ON "fair_seed_pairs" USING btree ("player_id") WHERE "fair_seed_pairs"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "fair_seed_pairs_revealed_idx" ON "fair_seed_pairs" USING btree ("player_id","revealed_at" DESC NULLS LAST);