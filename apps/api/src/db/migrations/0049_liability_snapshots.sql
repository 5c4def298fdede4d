CREATE TABLE "liability_leaves" (
	"snapshot_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"user_id" uuid NOT NULL,
	"leaf_index" integer NOT NULL,
	"nonce" "bytea" NOT NULL,
	CONSTRAINT "liability_leaves_snapshot_id_currency_leaf_index_pk" PRIMARY KEY("snapshot_id","currency","leaf_index")
);
--> statement-breakpoint
CREATE TABLE "liability_roots" (
	"snapshot_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"total" bigint NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "liability_roots_snapshot_id_currency_pk" PRIMARY KEY("snapshot_id","currency")
);
--> statement-breakpoint
CREATE TABLE "liability_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"daily_on" date,
	CONSTRAINT "liability_snapshots_daily_on_unique" UNIQUE("daily_on")
);
--> statement-breakpoint
CREATE TABLE "liability_tree_levels" (
	"snapshot_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"level" smallint NOT NULL,
	"hashes" "bytea" NOT NULL,
	"sums" "bytea" NOT NULL,
	CONSTRAINT "liability_tree_levels_snapshot_id_currency_level_pk" PRIMARY KEY("snapshot_id","currency","level")
);
--> statement-breakpoint
ALTER TABLE "liability_leaves" ADD CONSTRAINT "liability_leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_leaves" ADD CONSTRAINT "liability_leaves_snapshot_id_currency_liability_roots_snapshot_id_currency_fk" FOREIGN KEY ("snapshot_id","currency") REFERENCES "public"."liability_roots"("snapshot_id","currency") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_roots" ADD CONSTRAINT "liability_roots_snapshot_id_liability_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."liability_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_tree_levels" ADD CONSTRAINT "liability_tree_levels_snapshot_id_currency_liability_roots_snapshot_id_currency_fk" FOREIGN KEY ("snapshot_id","currency") REFERENCES "public"."liability_roots"("snapshot_id","currency") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "liability_leaves_user_idx" ON "liability_leaves" USING btree ("user_id","snapshot_id");--> statement-breakpoint
-- Uncompressed out of line: the hashes are random (nothing to compress), and a proof reads a few bytes of a level with
-- substring(), which then fetches only the chunks that hold them.
ALTER TABLE "liability_tree_levels" ALTER COLUMN "hashes" SET STORAGE EXTERNAL, ALTER COLUMN "sums" SET STORAGE EXTERNAL;