-- Two-factor authentication (decision 133). One row per account that has started or finished enrolling: the
-- TOTP secret encrypted with a key derived from the server's secret, when it was confirmed (null: enrolment
-- under way), and the last 30-second step a code was accepted for, so a code cannot be used twice.
CREATE TABLE "two_factor" (
  "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "secret_box" text NOT NULL,
  "enabled_at" timestamp with time zone,
  "last_used_step" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The ten single-use recovery codes: only their SHA-256 (they are random, 50 bits each).
CREATE TABLE "recovery_codes" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "used_at" timestamp with time zone,
  CONSTRAINT "recovery_codes_user_code_unique" UNIQUE("user_id", "code_hash")
);
--> statement-breakpoint
-- A login halfway: the password was right, the second factor (or the forced enrolment) is still to come.
-- Only the SHA-256 of the challenge is stored; it lives five minutes and works once.
CREATE TABLE "sign_in_challenges" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "step" text NOT NULL,
  "remembered" boolean DEFAULT false NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sign_in_challenges_token_hash_unique" UNIQUE("token_hash"),
  CONSTRAINT "sign_in_challenges_step" CHECK ("step" in ('code', 'enrol'))
);
--> statement-breakpoint
CREATE INDEX "sign_in_challenges_user_id_idx" ON "sign_in_challenges" ("user_id");
--> statement-breakpoint
CREATE INDEX "sign_in_challenges_expires_at_idx" ON "sign_in_challenges" ("expires_at");
