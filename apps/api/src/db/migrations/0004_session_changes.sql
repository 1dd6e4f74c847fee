-- Each API process keeps the sessions it has checked in memory; this tells every process when one may
-- have stopped being valid (logout, revocation, deletion, a changed role), so it forgets what it held.
-- Statement-level and delivered on commit (never on rollback); new sessions need no notice.
CREATE OR REPLACE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_change', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_session_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OF "role" OR DELETE OR TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
