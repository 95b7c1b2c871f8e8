-- Trigram indexes (substring search over users and courses) need pg_trgm. It is a trusted extension since
-- PostgreSQL 13, so the owner of the database may create it; PGlite loads it as a bundled extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
