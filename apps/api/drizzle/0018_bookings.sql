-- Booking for flexible courses (decision 138): the classes a teacher opens for booking, each with its own
-- capacity, and the students' bookings. `booked` counts the bookings so one conditional UPDATE takes a seat:
-- two students racing for the last one cannot both get it (the CHECK is the last guard).
CREATE TABLE "class_openings" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "course_id" integer NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
  "starts_at" timestamp with time zone NOT NULL,
  "duration_minutes" smallint NOT NULL,
  "capacity" smallint NOT NULL,
  "booked" smallint DEFAULT 0 NOT NULL,
  "cancelled_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "class_openings_course_starts_unique" UNIQUE("course_id", "starts_at"),
  CONSTRAINT "class_openings_duration_check" CHECK ("duration_minutes" BETWEEN 15 AND 180),
  CONSTRAINT "class_openings_capacity_check" CHECK ("capacity" BETWEEN 1 AND 15),
  CONSTRAINT "class_openings_booked_check" CHECK ("booked" BETWEEN 0 AND "capacity")
);
--> statement-breakpoint
CREATE TABLE "class_bookings" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "opening_id" integer NOT NULL REFERENCES "class_openings"("id") ON DELETE CASCADE,
  "student_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "class_bookings_opening_student_unique" UNIQUE("opening_id", "student_id")
);
--> statement-breakpoint
CREATE INDEX "class_bookings_student_id_idx" ON "class_bookings" ("student_id");
