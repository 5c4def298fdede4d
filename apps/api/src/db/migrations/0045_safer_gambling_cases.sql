CREATE TABLE "safer_gambling_case_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" varchar(16) NOT NULL,
	"staff_id" uuid,
	"staff_email" text,
	"action" varchar(32) NOT NULL,
	"marker_id" bigint,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safer_gambling_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(16) NOT NULL,
	"assignee_id" uuid,
	"assignee_email" text,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
DROP INDEX "safer_gambling_interactions_open_idx";--> statement-breakpoint
ALTER TABLE "safer_gambling_interactions" ALTER COLUMN "marker_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "imposed_by_case" uuid;--> statement-breakpoint
ALTER TABLE "safer_gambling_interactions" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "safer_gambling_interactions" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "safer_gambling_cases" ADD CONSTRAINT "safer_gambling_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safer_gambling_case_events_case_idx" ON "safer_gambling_case_events" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "safer_gambling_case_events_marker_idx" ON "safer_gambling_case_events" USING btree ("marker_id");--> statement-breakpoint
CREATE INDEX "safer_gambling_cases_status_idx" ON "safer_gambling_cases" USING btree ("status","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "safer_gambling_cases_current_idx" ON "safer_gambling_cases" USING btree ("user_id") WHERE "safer_gambling_cases"."status" <> 'closed';--> statement-breakpoint
CREATE UNIQUE INDEX "safer_gambling_interactions_open_idx" ON "safer_gambling_interactions" USING btree ("user_id") WHERE "safer_gambling_interactions"."acknowledged_at" IS NULL AND "safer_gambling_interactions"."kind" = 'review_limits';--> statement-breakpoint
-- hand-written
-- A case's history is the operator's record, as harm_markers: only ever added to.
CREATE RULE "safer_gambling_case_events_no_update" AS ON UPDATE TO "safer_gambling_case_events" DO INSTEAD NOTHING;--> statement-breakpoint
CREATE RULE "safer_gambling_case_events_no_delete" AS ON DELETE TO "safer_gambling_case_events" DO INSTEAD NOTHING;--> statement-breakpoint
-- Markers recorded before cases existed: one open case per player who has any (and still an account), holding them all.
INSERT INTO "safer_gambling_cases" ("user_id", "status", "opened_at")
SELECT m."user_id", 'open', min(m."at") FROM "harm_markers" m JOIN "users" u ON u."id" = m."user_id" GROUP BY m."user_id";--> statement-breakpoint
INSERT INTO "safer_gambling_case_events" ("case_id", "at", "actor", "action", "details")
SELECT c."id", c."opened_at", 'system', 'opened', '{}'::jsonb FROM "safer_gambling_cases" c ORDER BY c."opened_at";--> statement-breakpoint
INSERT INTO "safer_gambling_case_events" ("case_id", "at", "actor", "action", "marker_id", "details")
SELECT c."id", m."at", 'system', 'marker', m."id", jsonb_build_object('markerId', m."id"::text, 'kind', m."kind", 'strength', m."strength")
FROM "harm_markers" m JOIN "safer_gambling_cases" c ON c."user_id" = m."user_id" ORDER BY m."id";--> statement-breakpoint
UPDATE "safer_gambling_interactions" i SET "case_id" = c."id" FROM "safer_gambling_cases" c WHERE c."user_id" = i."user_id";
