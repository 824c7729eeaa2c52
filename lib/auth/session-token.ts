// The next-auth session cookie, decoded the way next-auth v4 decodes it (a JWE, "dir" + A256GCM, under a key
// derived from the secret with HKDF) but with the key derived once per secret: next-auth's own decode() runs
// HKDF on every call, which was 7-13% of the server's CPU on the list routes under load (scripts/bench-api.ts).
// jose is next-auth's own JWE library: same checks (header, tag, exp/nbf with 15 s tolerance).
import "server-only";
import crypto from "node:crypto";
import { jwtDecrypt } from "jose";
import type { JWT, JWTDecodeParams } from "next-auth/jwt";

const keys = new Map<string, crypto.KeyObject>();

function encryptionKey(secret: string | Buffer, salt: string): crypto.KeyObject {
  const id = `${salt}\u0000${secret.toString()}`;
  let key = keys.get(id);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`;
    key = crypto.createSecretKey(Buffer.from(crypto.hkdfSync("sha256", secret, salt, info, 32)));
    keys.set(id, key);
  }
  return key;
}

/** next-auth's `decode` (for getToken): the token's payload, or a throw when it is not valid. */
export async function decodeSessionToken({ token, secret, salt = "" }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const { payload } = await jwtDecrypt(token, encryptionKey(secret, salt), { clockTolerance: 15 });
  return payload as JWT;
}
