// The key of a user's offline cache (lib/pwa/sw-rules.ts): a hash of the user id, so a cache name shows no id
// and two users on one device never share a cache. Node only (node:crypto); the e2e tests compute it too.
import crypto from "node:crypto";

export function userCacheKey(userId: string): string {
  return crypto.createHash("sha256").update(`omni-pwa-user:${userId}`).digest("hex").slice(0, 32);
}
