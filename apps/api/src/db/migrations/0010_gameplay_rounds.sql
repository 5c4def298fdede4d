CREATE TABLE "game_launches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"player_id" uuid,
	"game_key" varchar(100) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"is_demo" boolean NOT NULL,
	"demo_balance" numeric(38, 0),
	"demo_server_seed" varchar(64),
	"demo_server_seed_hash" varchar(64),
	"demo_client_seed" varchar(64),
	"demo_nonce" integer,
	"idle_ms" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_launches_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "game_launches_mode_check" CHECK (("game_launches"."is_demo" AND "game_launches"."demo_balance" IS NOT NULL) OR (NOT "game_launches"."is_demo" AND "game_launches"."player_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"launch_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"player_id" uuid,
	"game_key" varchar(100) NOT NULL,
	"family" varchar(16) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"is_demo" boolean NOT NULL,
	"status" varchar(8) NOT NULL,
	"stake" numeric(38, 0) NOT NULL,
	"win" numeric(38, 0) DEFAULT 0 NOT NULL,
	"win_eur_cents" numeric(38, 0),
	"balance_after" numeric(38, 0),
	"bet" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"seed_pair_id" bigint,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."stake" >= 0 AND "game_rounds"."win" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_launch_id_game_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."game_launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_pair_id_fair_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."fair_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launches_player_idx" ON "game_launches" USING btree ("player_id","game_key");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_request_idx" ON "game_rounds" USING btree ("launch_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_real_idx" ON "game_rounds" USING btree ("player_id","game_key") WHERE "game_rounds"."status" = 'open' AND NOT "game_rounds"."is_demo";--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_demo_idx" ON "game_rounds" USING btree ("launch_id") WHERE "game_rounds"."status" = 'open' AND "game_rounds"."is_demo";--> statement-breakpoint
CREATE INDEX "game_rounds_history_idx" ON "game_rounds" USING btree ("player_id","created_at" DESC NULLS LAST) WHERE NOT "game_rounds"."is_demo";--> statement-breakpoint
CREATE INDEX "game_rounds_latest_wins_idx" ON "game_rounds" USING btree ("settled_at" DESC NULLS LAST) WHERE NOT "game_rounds"."is_demo" AND "game_rounds"."win" > 0;--> statement-breakpoint
CREATE INDEX "game_rounds_top_wins_idx" ON "game_rounds" USING btree ("win_eur_cents" DESC NULLS LAST) WHERE NOT "game_rounds"."is_demo" AND "game_rounds"."win" > 0;