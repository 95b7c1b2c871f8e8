-- Messages and notifications (issue 17, decision 146).
--
-- A conversation is direct (two people, about a course or, when an administrator writes, about nothing)
-- or an announcement (a teacher and every student of a course). `direct_key` makes the direct conversation
-- of a pair about a course unique, so two first messages sent at once land in one thread.
CREATE TABLE "conversations" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "kind" text NOT NULL,
  "course_id" integer REFERENCES "courses"("id") ON DELETE CASCADE,
  "subject" text,
  "direct_key" text,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "conversations_direct_key_unique" UNIQUE("direct_key"),
  CONSTRAINT "conversations_kind_check" CHECK ("kind" IN ('direct', 'announcement')),
  CONSTRAINT "conversations_shape_check" CHECK (
    ("kind" = 'direct' AND "direct_key" IS NOT NULL AND "subject" IS NULL)
    OR ("kind" = 'announcement' AND "direct_key" IS NULL AND "subject" IS NOT NULL AND "course_id" IS NOT NULL)
  )
);
--> statement-breakpoint
CREATE INDEX "conversations_course_idx" ON "conversations" ("course_id");
--> statement-breakpoint
CREATE INDEX "conversations_created_by_idx" ON "conversations" ("created_by");
--> statement-breakpoint
-- Who is in a conversation, and up to which message each has read (unread counts and 'Leído').
CREATE TABLE "conversation_members" (
  "conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "last_read_message_id" integer,
  "joined_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "conversation_members_pk" PRIMARY KEY("conversation_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" ("user_id", "conversation_id");
--> statement-breakpoint
-- `recipient_id` set: a private message inside an announcement (a student's reply, seen by the teacher).
CREATE TABLE "messages" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
  "sender_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "recipient_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "body" text NOT NULL,
  "attachment_file_id" uuid REFERENCES "stored_files"("id") ON DELETE RESTRICT,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "messages_body_length_check" CHECK (char_length("body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" ("conversation_id", "id");
--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" ("sender_id");
--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" ("recipient_id");
--> statement-breakpoint
CREATE INDEX "messages_attachment_file_idx" ON "messages" ("attachment_file_id");
--> statement-breakpoint
CREATE INDEX "messages_body_trgm_idx" ON "messages" USING gin ("body" gin_trgm_ops);
--> statement-breakpoint
-- One row per person told of an event; `title` and `link` are written when it happens, in Spanish.
-- `email_state`: null (no e-mail), 'digest' (waits for the daily digest), 'sent' (queued in the outbox).
CREATE TABLE "notifications" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "title" text NOT NULL,
  "link" text,
  "in_app" boolean DEFAULT true NOT NULL,
  "email_state" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone,
  CONSTRAINT "notifications_email_state_check" CHECK ("email_state" IN ('digest', 'sent'))
);
--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" ("user_id", "id");
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" ("user_id") WHERE "read_at" IS NULL AND "in_app";
--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" ("user_id", "id") WHERE "email_state" = 'digest';
--> statement-breakpoint
-- A user's choice per kind; no row: the default of NOTIFICATION_KINDS (@aula/forms).
CREATE TABLE "notification_preferences" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "in_app" boolean NOT NULL,
  "email" text NOT NULL,
  CONSTRAINT "notification_preferences_pk" PRIMARY KEY("user_id", "kind"),
  CONSTRAINT "notification_preferences_email_check" CHECK ("email" IN ('off', 'instant', 'digest'))
);
--> statement-breakpoint
-- What the live stream sends each user, numbered for catch-up after a reconnect (Last-Event-ID). Each
-- insert is announced on the channel aula_live_events when its transaction commits; rows older than a day
-- are purged.
CREATE TABLE "live_events" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "payload" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_user_idx" ON "live_events" ("user_id", "id");
--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" ("created_at");
--> statement-breakpoint
-- The due-tomorrow reminder is sent once per activity and student, whichever instance runs the job.
CREATE TABLE "due_reminders" (
  "activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
  "student_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "due_reminders_pk" PRIMARY KEY("activity_id", "student_id")
);
--> statement-breakpoint
CREATE INDEX "due_reminders_student_idx" ON "due_reminders" ("student_id");
--> statement-breakpoint
-- The daily digest is sent once per user and day (the school's day), whichever instance runs the job.
CREATE TABLE "digest_runs" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "digest_runs_pk" PRIMARY KEY("user_id", "day")
);
