-- The question a student's recording answers (decision 161): a new recording of the same question replaces
-- the unused one before it. Null for a teacher's media, and for a question deleted since.
ALTER TABLE "test_media" ADD COLUMN "question_id" integer REFERENCES "questions"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "test_media_question_id_idx" ON "test_media" USING btree ("question_id");
