CREATE TABLE "register_checks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"register" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reference" varchar(100),
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_register_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"register" varchar(16) NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"date_of_birth" date,
	"email" varchar(254),
	"personal_number" varchar(12),
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "register_checks" ADD CONSTRAINT "register_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_register_entries_register_idx" ON "sandbox_register_entries" USING btree ("register");