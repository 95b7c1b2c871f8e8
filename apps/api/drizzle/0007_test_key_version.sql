-- The version of a test's answer key, raised by every edit of the test: a grade is stored only if the key it
-- was computed against is still the current one (decision 100).
ALTER TABLE "activities" ADD COLUMN "key_version" integer DEFAULT 0 NOT NULL;
