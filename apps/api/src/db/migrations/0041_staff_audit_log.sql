CREATE TABLE "staff_audit_log" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"ip" varchar(64),
	"action" varchar(100) NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_id","seq");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_idx" ON "staff_audit_log" USING btree ("target","seq");--> statement-breakpoint
-- hand-written
-- The trail is only ever added to; the hash chain shows it if someone with the power to drop these rules edits it.
CREATE RULE "staff_audit_log_no_update" AS ON UPDATE TO "staff_audit_log" DO INSTEAD NOTHING;--> statement-breakpoint
CREATE RULE "staff_audit_log_no_delete" AS ON DELETE TO "staff_audit_log" DO INSTEAD NOTHING;
