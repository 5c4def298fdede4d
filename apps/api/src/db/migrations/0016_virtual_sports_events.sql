CREATE TABLE "virtual_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_key" varchar(100) NOT NULL,
	"number" integer NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"result" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "virtual_events_times_check" CHECK ("virtual_events"."closes_at" <= "virtual_events"."starts_at" AND "virtual_events"."starts_at" < "virtual_events"."ends_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_events_game_start_idx" ON "virtual_events" USING btree ("game_key","starts_at");--> statement-breakpoint
CREATE INDEX "virtual_events_unsettled_idx" ON "virtual_events" USING btree ("game_key","ends_at") WHERE "virtual_events"."settled_at" IS NULL;--> statement-breakpoint
-- Hand-written: settling an event finds its open bets, game rounds naming it in their bet.
CREATE INDEX "game_rounds_open_virtual_event_idx" ON "game_rounds" USING btree ((("bet" ->> 'eventId')::bigint)) WHERE "family" = 'virtualSports' AND "status" = 'open';
