-- Every change that can end a session is announced on the channel aula_session_changes (decision 125): the
-- payload is the user's id, or '*' when a whole table was emptied. Each server keeps the session state it
-- read (roles, status, tokens_valid_after) and drops a user's as soon as this tells it to. A trigger, not the
-- application, sends it, so the operator's CLI, another instance and a hand-written UPDATE all announce it.
CREATE FUNCTION "aula_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('aula_session_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('aula_session_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('aula_session_changes', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_session_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.verified IS DISTINCT FROM NEW.verified
    OR OLD.disabled IS DISTINCT FROM NEW.disabled OR OLD.tokens_valid_after IS DISTINCT FROM NEW.tokens_valid_after)
  EXECUTE FUNCTION "aula_session_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "users_session_deleted" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "aula_session_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "users_session_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "aula_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW
  EXECUTE FUNCTION "aula_session_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "user_roles_session_truncated" AFTER TRUNCATE ON "user_roles" FOR EACH STATEMENT
  EXECUTE FUNCTION "aula_session_changed"();
