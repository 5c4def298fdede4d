CREATE TABLE "player_limits" (
	"user_id" uuid NOT NULL,
	"limit" varchar(16) NOT NULL,
	"value" numeric(38, 0) NOT NULL,
	"pending_value" numeric(38, 0),
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_user_id_limit_pk" PRIMARY KEY("user_id","limit")
);
--> statement-breakpoint
CREATE TABLE "safer_gambling_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" varchar(16) NOT NULL,
	"action" varchar(48) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "safer_gambling_players" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"profile" varchar(16) NOT NULL,
	"deposit_limit_chosen_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safer_gambling_players" ADD CONSTRAINT "safer_gambling_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safer_gambling_events_user_idx" ON "safer_gambling_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE RULE "safer_gambling_events_no_update" AS ON UPDATE TO "safer_gambling_events" DO INSTEAD NOTHING;--> statement-breakpoint
CREATE RULE "safer_gambling_events_no_delete" AS ON DELETE TO "safer_gambling_events" DO INSTEAD NOTHING;--> statement-breakpoint
INSERT INTO "safer_gambling_players" ("user_id", "profile", "updated_at") SELECT "id", 'default', now() FROM "users";
