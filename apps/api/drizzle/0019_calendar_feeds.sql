-- A private calendar feed per user (decision 139): only the SHA-256 of its secret token is kept, so the table
-- alone opens no feed. Regenerating replaces the row's hash, and the old address stops working at once.
CREATE TABLE "calendar_feeds" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
