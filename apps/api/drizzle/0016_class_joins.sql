-- Who pressed "Unirse a la clase" and when (decision 136): the first press per class and user is kept. The
-- class is named by its key, the ISO instant of its weekly start (or of its own start, for an extra class);
-- attendance reads it for its default.
CREATE TABLE "class_joins" (
  "course_id" integer NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
  "class_key" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "joined_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "class_joins_course_class_user_pk" PRIMARY KEY("course_id", "class_key", "user_id")
);
--> statement-breakpoint
CREATE INDEX "class_joins_user_id_idx" ON "class_joins" ("user_id");
