-- E-mail changes (decision 132): one row per link mailed to a new address, stored as the SHA-256 of its
-- token only, with the address it sets; valid for 24 hours and for one use.
CREATE TABLE "email_change_tokens" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "new_email" varchar(254) NOT NULL,
  CONSTRAINT "email_change_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "email_change_tokens_user_id_idx" ON "email_change_tokens" ("user_id");
--> statement-breakpoint
CREATE INDEX "email_change_tokens_expires_at_idx" ON "email_change_tokens" ("expires_at");
