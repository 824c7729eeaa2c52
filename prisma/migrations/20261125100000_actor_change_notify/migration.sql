-- Who a signed-in user is (active flag, session version, roles) is cached by the web servers
-- (lib/auth/actor-cache.ts). Any change to a user or their roles, by the app, a script or psql, tells every
-- server at once through this channel, with the id of the user as the payload.
-- In the body, \x3B stands for a semicolon: the migration runner splits scripts at every semicolon, even
-- inside quotes, so the body is an escape string.
CREATE FUNCTION omni_notify_actor_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_TABLE_NAME = ''User'' THEN
    IF TG_OP <> ''INSERT'' THEN PERFORM pg_notify(''omni_actor_changed'', OLD.id)\x3B END IF\x3B
    IF TG_OP <> ''DELETE'' THEN PERFORM pg_notify(''omni_actor_changed'', NEW.id)\x3B END IF\x3B
  ELSE
    IF TG_OP <> ''INSERT'' THEN PERFORM pg_notify(''omni_actor_changed'', OLD."userId")\x3B END IF\x3B
    IF TG_OP <> ''DELETE'' THEN PERFORM pg_notify(''omni_actor_changed'', NEW."userId")\x3B END IF\x3B
  END IF\x3B
  RETURN NULL\x3B
END';

CREATE TRIGGER "User_actor_changed" AFTER INSERT OR UPDATE OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION omni_notify_actor_changed();
CREATE TRIGGER "UserRole_actor_changed" AFTER INSERT OR UPDATE OR DELETE ON "UserRole"
  FOR EACH ROW EXECUTE FUNCTION omni_notify_actor_changed();
