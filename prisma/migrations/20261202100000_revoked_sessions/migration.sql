-- Signed-out sessions (lib/auth/revoke-session.ts): the JWT's sid, refused until the JWT expires.
-- CreateTable
CREATE TABLE "RevokedSession" (
    "sid" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RevokedSession_pkey" PRIMARY KEY ("sid")
);

-- CreateIndex
CREATE INDEX "RevokedSession_userId_expiresAt_idx" ON "RevokedSession"("userId", "expiresAt");

-- CreateIndex
CREATE INDEX "RevokedSession_expiresAt_idx" ON "RevokedSession"("expiresAt");

-- A revocation is a change to who the user's sessions are: every web server's actor cache drops the user
-- (lib/auth/actor-cache.ts, migration 20261125100000_actor_change_notify) and reads the revocation next time.
CREATE TRIGGER "RevokedSession_actor_changed" AFTER INSERT ON "RevokedSession"
  FOR EACH ROW EXECUTE FUNCTION omni_notify_actor_changed();
