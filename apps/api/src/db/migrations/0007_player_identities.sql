CREATE TABLE "player_identities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_key" varchar(254) NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"date_of_birth" date
);
--> statement-breakpoint
ALTER TABLE "player_identities" ADD CONSTRAINT "player_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_identities_email_idx" ON "player_identities" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "player_identities_birth_idx" ON "player_identities" USING btree ("date_of_birth");--> statement-breakpoint
-- Players who registered before this table existed. The e-mail key follows canonicalEmail() in
-- modules/responsible-gaming/identity.ts (stored e-mails are already lower case); the date of birth
-- is the one the profile holds.
INSERT INTO "player_identities" ("user_id", "email_key", "full_name", "date_of_birth")
SELECT u."id",
  CASE WHEN e."domain" IN ('gmail.com', 'googlemail.com') THEN replace(e."base", '.', '') || '@gmail.com' ELSE e."base" || '@' || e."domain" END,
  btrim(regexp_replace(u."full_name", '\s+', ' ', 'g')),
  p."date_of_birth"
FROM "users" u
CROSS JOIN LATERAL (
  SELECT coalesce(nullif(split_part(split_part(u."email", '@', 1), '+', 1), ''), split_part(u."email", '@', 1)) AS "base",
    split_part(u."email", '@', 2) AS "domain"
) e
LEFT JOIN "player_profiles" p ON p."user_id" = u."id";
