ALTER TABLE "users" ADD COLUMN "username_folding_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "username_folding_exempt" = true WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY lower("username") ORDER BY "id") AS "rank" FROM "users") AS "folded" WHERE "folded"."rank" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_folded_unique" ON "users" USING btree (lower("username")) WHERE NOT "users"."username_folding_exempt";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "allow_late_attempts" boolean DEFAULT false NOT NULL;
