CREATE TABLE "crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_key" varchar(100) NOT NULL,
	"seed" varchar(64) NOT NULL,
	"salt" varchar(64) NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crash_chains_length_check" CHECK ("crash_chains"."length" > 0)
);
--> statement-breakpoint
CREATE TABLE "crash_leaders" (
	"game_key" varchar(100) PRIMARY KEY NOT NULL,
	"holder" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"game_key" varchar(100) NOT NULL,
	"number" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"previous_hash" varchar(64) NOT NULL,
	"crash" integer NOT NULL,
	"betting_at" timestamp with time zone NOT NULL,
	"rises_at" timestamp with time zone NOT NULL,
	"busts_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_rounds_crash_check" CHECK ("crash_rounds"."crash" >= 100)
);
--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crash_chains_game_idx" ON "crash_chains" USING btree ("game_key","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_number_idx" ON "crash_rounds" USING btree ("chain_id","number");--> statement-breakpoint
CREATE INDEX "crash_rounds_game_idx" ON "crash_rounds" USING btree ("game_key","id" DESC NULLS LAST);