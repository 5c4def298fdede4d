CREATE TABLE "currency_rates" (
	"currency" varchar(8) PRIMARY KEY NOT NULL,
	"rate_per_eur" numeric(30, 12) NOT NULL,
	"source" varchar(64) NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
