-- The public site's forms (issue 19, decision 144): open positions and their applications, contact messages and
-- newsletter subscriptions, plus the extra headers a newsletter e-mail carries (RFC 8058 one-click unsubscribe).
CREATE TABLE "job_positions" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "title" text NOT NULL,
  "description" text NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "closed_at" timestamp with time zone,
  CONSTRAINT "job_positions_status_check" CHECK ("status" IN ('open', 'closed'))
);
--> statement-breakpoint
-- An application keeps its CV (a stored file) while it exists; the position cannot be deleted under it.
CREATE TABLE "job_applications" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "position_id" integer NOT NULL REFERENCES "job_positions"("id") ON DELETE RESTRICT,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "languages" text NOT NULL,
  "message" text DEFAULT '' NOT NULL,
  "cv_file_id" uuid NOT NULL REFERENCES "stored_files"("id") ON DELETE RESTRICT,
  "status" text DEFAULT 'new' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "job_applications_status_check" CHECK ("status" IN ('new', 'reviewed', 'contacted', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "job_applications_position_idx" ON "job_applications" ("position_id");
--> statement-breakpoint
CREATE INDEX "job_applications_cv_file_idx" ON "job_applications" ("cv_file_id");
--> statement-breakpoint
CREATE TABLE "contact_messages" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "subject" text NOT NULL,
  "message" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One row per address. Only the hash of the confirmation token is kept (it proves the address); the
-- unsubscribe token is kept as it is, since every newsletter e-mail must carry it (decision 144).
CREATE TABLE "newsletter_subscriptions" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "email" text NOT NULL,
  "confirm_token_hash" text,
  "confirm_expires_at" timestamp with time zone,
  "unsubscribe_token" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "confirmed_at" timestamp with time zone,
  CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
  CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
  CONSTRAINT "newsletter_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
