-- A weekly slot added to a running course holds classes from when it was added on, never in past weeks
-- (which would then ask for attendance). Null for the slots before this column: from the course's start.
ALTER TABLE "class_slots" ADD COLUMN "starts_from" timestamp with time zone;
