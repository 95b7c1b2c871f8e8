-- Attendance (decision 137): one mark per student and class, the class named by its key (decision 136: the
-- ISO instant of its weekly start), as class_joins names it. No row yet: attendance not taken.
CREATE TABLE "attendance" (
  "course_id" integer NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
  "class_key" text NOT NULL,
  "student_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "status" varchar(7) NOT NULL,
  "marked_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "attendance_pkey" PRIMARY KEY ("course_id", "class_key", "student_id"),
  CONSTRAINT "attendance_status_check" CHECK ("status" IN ('present', 'late', 'absent'))
);
--> statement-breakpoint
CREATE INDEX "attendance_student_id_idx" ON "attendance" ("student_id");
