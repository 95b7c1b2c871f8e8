DROP INDEX "courses_name_trgm_idx";--> statement-breakpoint
DROP INDEX "courses_description_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_surname_trgm_idx";--> statement-breakpoint
DROP INDEX "users_username_trgm_idx";--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin (("name" || E'\x1f' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("name" || E'\x1f' || "surname" || E'\x1f' || "username") gin_trgm_ops);