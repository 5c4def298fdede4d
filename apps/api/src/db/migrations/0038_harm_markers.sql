CREATE TABLE "harm_markers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"strength" varchar(8) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safer_gambling_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"marker_id" bigint NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "safer_gambling_players" ADD COLUMN "bonuses_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safer_gambling_players" ADD COLUMN "marketing_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safer_gambling_interactions" ADD CONSTRAINT "safer_gambling_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "harm_markers_user_idx" ON "harm_markers" USING btree ("user_id","kind","at");--> statement-breakpoint
CREATE INDEX "safer_gambling_interactions_user_idx" ON "safer_gambling_interactions" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "safer_gambling_interactions_open_idx" ON "safer_gambling_interactions" USING btree ("user_id") WHERE "safer_gambling_interactions"."acknowledged_at" IS NULL;--> statement-breakpoint
-- hand-written
-- The markers are the operator's record, as safer_gambling_events: only ever added to.
CREATE RULE "harm_markers_no_update" AS ON UPDATE TO "harm_markers" DO INSTEAD NOTHING;--> statement-breakpoint
CREATE RULE "harm_markers_no_delete" AS ON DELETE TO "harm_markers" DO INSTEAD NOTHING;
