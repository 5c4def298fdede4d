CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"player_id" uuid,
	"user_name" text,
	"user_record_id" text,
	"error_name" text,
	"message" text NOT NULL,
	"stack" text,
	"digest" text,
	"component_stack" text,
	"url" text NOT NULL,
	"user_agent" text NOT NULL,
	"request_user_agent" text,
	"ip" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at");