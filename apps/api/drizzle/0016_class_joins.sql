-- Who pressed 'Unirse a la clase' and when (decision 136), the class named by its key.
CREATE TABLE "class_joins" (
  "course_id" integer NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
  "class_key" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "joined_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "class_joins_course_class_user_unique" UNIQUE("course_id", "class_key", "user_id")
);
--> statement-breakpoint
CREATE INDEX "class_joins_user_id_idx" ON "class_joins" ("user_id");
