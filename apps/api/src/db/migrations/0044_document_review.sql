ALTER TABLE "player_documents" ADD COLUMN "reviewed_by" varchar(254);--> statement-breakpoint
ALTER TABLE "player_documents" ADD COLUMN "reviewed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "player_documents" ADD COLUMN "rejection_reason" varchar(500);--> statement-breakpoint
CREATE INDEX "player_documents_status_idx" ON "player_documents" USING btree ("status","uploaded_at");--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_reason_when_rejected" CHECK ("player_documents"."rejection_reason" IS NULL OR "player_documents"."status" = 'rejected');