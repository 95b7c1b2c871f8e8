-- Searches match what people type. aula_search_fold lowers a text and strips the accents of the
-- school's languages (Spanish, French, German, English), so 'ana garcia' finds 'Ana García'. It is built on
-- translate() and lower(), both immutable and built in: no extension (unaccent is not immutable and would
-- need loading into PGlite), so the function may be used in an index. Decision 105.
CREATE FUNCTION aula_search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(lower($1),
    'áàâäãåéèêëíìîïóòôöõúùûüñçýÿÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝ',
    'aaaaaaeeeeiiiiooooouuuuncyyaaaaaaeeeeiiiiooooouuuuncy') $$;--> statement-breakpoint
DROP INDEX "courses_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ((aula_search_fold("name" || E'\x1f' || "description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((aula_search_fold("name" || ' ' || "surname" || E'\x1f' || "username")) gin_trgm_ops);
