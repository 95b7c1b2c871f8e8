-- Question kinds (issue 20, decision 141): a question keeps its kind and that kind's data (passage and gaps,
-- pairs, items, accepted answers, recording length, listening prompt) in one checked jsonb object; choice
-- questions keep their options in "options" as before. Ids inside the data are random, never positions.
ALTER TABLE "questions" ADD COLUMN "kind" text DEFAULT 'choice' NOT NULL;
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_kind_check"
  CHECK ("kind" in ('choice', 'gaps', 'matching', 'ordering', 'short', 'speaking'));
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_data_object" CHECK (jsonb_typeof("data") = 'object');
--> statement-breakpoint
-- A test's submission as given (every kind), the auto-graded part's score, and whether a speaking answer waits
-- for the teacher (then score is null until the teacher evaluates).
ALTER TABLE "activity_results" ADD COLUMN "answers" jsonb;
--> statement-breakpoint
ALTER TABLE "activity_results" ADD COLUMN "auto_score" numeric(3, 1);
--> statement-breakpoint
ALTER TABLE "activity_results" ADD COLUMN "pending_review" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "activity_results" ADD CONSTRAINT "activity_results_auto_score_range"
  CHECK ("auto_score" >= 0 and "auto_score" <= 10);
--> statement-breakpoint
-- Speaking answers and multiple choice have no single option: test_answers keeps the single choices only.
ALTER TABLE "test_answers" ALTER COLUMN "option_id" DROP NOT NULL;
--> statement-breakpoint
-- Answers saved as you go (decision 142): one draft per student and test, kept only over an older revision.
CREATE TABLE "answer_drafts" (
  "activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
  "student_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "answers" jsonb NOT NULL,
  "revision" integer NOT NULL,
  "saved_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "answer_drafts_activity_id_student_id_pk" PRIMARY KEY("activity_id", "student_id"),
  CONSTRAINT "answer_drafts_answers_array" CHECK (jsonb_typeof("answers") = 'array')
);
--> statement-breakpoint
CREATE INDEX "answer_drafts_student_id_idx" ON "answer_drafts" USING btree ("student_id");
--> statement-breakpoint
-- Files of tests: a teacher's audio prompt or picture (by course, before the test exists) and a student's
-- recording (by test and student). "name" is what questions and answers refer to.
CREATE TABLE "test_media" (
  "name" text PRIMARY KEY NOT NULL,
  "course_id" integer NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
  "file_id" uuid NOT NULL REFERENCES "stored_files"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "activity_id" integer REFERENCES "activities"("id") ON DELETE CASCADE,
  "student_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "test_media_kind_check" CHECK ("kind" in ('audio', 'image', 'recording')),
  CONSTRAINT "test_media_recording_owner" CHECK (
    ("kind" = 'recording') = ("activity_id" is not null and "student_id" is not null)
  )
);
--> statement-breakpoint
CREATE INDEX "test_media_course_id_idx" ON "test_media" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "test_media_file_id_idx" ON "test_media" USING btree ("file_id");
--> statement-breakpoint
CREATE INDEX "test_media_activity_id_idx" ON "test_media" USING btree ("activity_id");
--> statement-breakpoint
CREATE INDEX "test_media_student_id_idx" ON "test_media" USING btree ("student_id");
