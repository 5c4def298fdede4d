CREATE TABLE "slot_spin_pacing" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"last_spin_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "deposits_gateway_reference_idx";--> statement-breakpoint
ALTER TABLE "slot_spin_pacing" ADD CONSTRAINT "slot_spin_pacing_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_currency_reference_idx" ON "deposits" USING btree ("gateway","currency","reference");