-- Issue 27: audit events are linked into their chain at commit. The writer (lib/audit-trail/link-at-commit.ts)
-- inserts the event with its content hash in "hash" and no seq, and this deferred constraint trigger advances the
-- chain's head and writes the event's seq and hash = sha256(previous hash + content hash), as linkHash() does.
-- The head row is then locked only while the transaction commits, not from the writer's statement through the
-- rest of its transaction, so writers of one busy entity wait on each other far less. Rows written with a seq
-- (the set-based bulk import, a forged row) are left alone, and verify names any row left unlinked.
-- In the body, \x3B stands for a semicolon: the migration runner splits scripts at every semicolon, even
-- inside quotes, so the body is an escape string (as in 20261125100000_actor_change_notify).
CREATE FUNCTION audit_link_at_commit() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  head record\x3B
BEGIN
  INSERT INTO "AuditChainHead" ("chainKey", seq, hash)
  VALUES (NEW."chainKey", 1, encode(sha256(convert_to(NEW.hash, ''UTF8'')), ''hex''))
  ON CONFLICT ("chainKey") DO UPDATE
    SET seq = "AuditChainHead".seq + 1,
        hash = encode(sha256(convert_to("AuditChainHead".hash || NEW.hash, ''UTF8'')), ''hex'')
  RETURNING seq, hash INTO head\x3B
  UPDATE "AuditEvent" SET seq = head.seq, hash = head.hash WHERE id = NEW.id\x3B
  RETURN NULL\x3B
END';

CREATE CONSTRAINT TRIGGER "AuditEvent_link_at_commit" AFTER INSERT ON "AuditEvent"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.seq IS NULL AND NEW."chainKey" IS NOT NULL AND NEW.hash IS NOT NULL)
  EXECUTE FUNCTION audit_link_at_commit();
