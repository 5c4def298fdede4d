CREATE TABLE "liability_reserves" (
	"snapshot_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"block_height" bigint NOT NULL,
	"total" bigint NOT NULL,
	"attestation" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "liability_reserves_snapshot_id_currency_pk" PRIMARY KEY("snapshot_id","currency")
);
--> statement-breakpoint
ALTER TABLE "liability_reserves" ADD CONSTRAINT "liability_reserves_snapshot_id_liability_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."liability_snapshots"("id") ON DELETE cascade ON UPDATE no action;