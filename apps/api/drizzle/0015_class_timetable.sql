-- Live classes (decision 136): a course's weekly slots, in the school's time zone, and its one-off changes
-- (a class cancelled or moved, an extra class). The classes themselves are computed from these between the
-- course's start and end dates. Every course gets an unguessable meeting room; a teacher may give their own
-- https link instead.
CREATE TABLE "class_slots" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "course_id" integer NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
  "weekday" smallint NOT NULL,
  "start_minute" smallint NOT NULL,
  "duration_minutes" smallint NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "class_slots_weekday_check" CHECK ("weekday" BETWEEN 1 AND 7),
  CONSTRAINT "class_slots_start_minute_check" CHECK ("start_minute" BETWEEN 0 AND 1439),
  CONSTRAINT "class_slots_duration_check" CHECK ("duration_minutes" BETWEEN 15 AND 480)
);
--> statement-breakpoint
CREATE INDEX "class_slots_course_id_idx" ON "class_slots" ("course_id");
--> statement-breakpoint
CREATE TABLE "class_changes" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "course_id" integer NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
  "kind" varchar(10) NOT NULL,
  "original_start" timestamp with time zone,
  "starts_at" timestamp with time zone,
  "duration_minutes" smallint,
  "reason" varchar(300) DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "class_changes_course_original_unique" UNIQUE("course_id", "original_start"),
  CONSTRAINT "class_changes_kind_check" CHECK (
    ("kind" = 'cancelled' AND "original_start" IS NOT NULL AND "starts_at" IS NULL)
    OR ("kind" = 'moved' AND "original_start" IS NOT NULL AND "starts_at" IS NOT NULL)
    OR ("kind" = 'extra' AND "original_start" IS NULL AND "starts_at" IS NOT NULL)
  ),
  CONSTRAINT "class_changes_duration_check" CHECK ("duration_minutes" IS NULL OR "duration_minutes" BETWEEN 15 AND 480)
);
--> statement-breakpoint
CREATE INDEX "class_changes_course_starts_at_idx" ON "class_changes" ("course_id", "starts_at");
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "meeting_room" varchar(64) DEFAULT ('aula-' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "meeting_url" varchar(500);
