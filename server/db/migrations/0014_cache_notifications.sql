-- Every server keeps the session fields of users and the process rows (with bank_version) in
-- memory (server/cache/hot-rows.ts) and LISTENs on 'opositor_cache' (server/db/changes.ts). The
-- database announces every change to what it keeps, whoever makes it (another server, SQL by
-- hand, 0013's bank_version triggers): 'user:<id>' or 'proceso:<id>', sent when the change
-- commits. A user's other columns (last activity, password hash…) change on every login and
-- are not kept, so they announce nothing.
CREATE FUNCTION "cache_notify_user"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('opositor_cache', 'user:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_cache_update" AFTER UPDATE ON "users"
FOR EACH ROW WHEN (
  OLD.id IS DISTINCT FROM NEW.id OR OLD.username IS DISTINCT FROM NEW.username
  OR OLD.nivel IS DISTINCT FROM NEW.nivel
) EXECUTE FUNCTION cache_notify_user();
--> statement-breakpoint
CREATE TRIGGER "users_cache_delete" AFTER DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION cache_notify_user();
--> statement-breakpoint
CREATE FUNCTION "cache_notify_proceso"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('opositor_cache', 'proceso:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "procesos_cache_update" AFTER UPDATE ON "procesos"
FOR EACH ROW EXECUTE FUNCTION cache_notify_proceso();
--> statement-breakpoint
CREATE TRIGGER "procesos_cache_delete" AFTER DELETE ON "procesos"
FOR EACH ROW EXECUTE FUNCTION cache_notify_proceso();
