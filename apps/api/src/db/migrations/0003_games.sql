CREATE TABLE "favorite_games" (
	"user_id" uuid NOT NULL,
	"game_id" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" varchar(200) PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"provider" varchar(100) NOT NULL,
	"image_id" varchar(200),
	"launch_id" varchar(200) NOT NULL,
	"categories" text[] NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"rtp" numeric(5, 2) NOT NULL,
	"volatility" varchar(16) NOT NULL,
	"min_bet_eur_cents" bigint NOT NULL,
	"max_bet_eur_cents" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "games_sort_idx" ON "games" USING btree ("sort_order","id");