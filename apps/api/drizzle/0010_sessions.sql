-- Server-side sessions (decision 131): one row per login, its random id carried in the token's `sid` claim.
-- Logout and 'Cerrar las demás sesiones' delete rows; a row past expires_at is refused and purged. Only a
-- short device label ("Chrome en Android") is kept, never the raw User-Agent nor an address.
CREATE TABLE "sessions" (
  "id" text PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "device" varchar(60) NOT NULL,
  "remembered" boolean NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id");
--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" ("expires_at");
--> statement-breakpoint
-- A session opened or ended is announced like any other change of a user's session state (migration 0008),
-- so every server drops that user's kept state. last_used_at is not announced: it decides nothing.
CREATE TRIGGER "sessions_session_changed" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "expires_at" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "aula_session_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_session_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT
  EXECUTE FUNCTION "aula_session_changed"();
