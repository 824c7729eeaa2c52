// Signed, expiring download links for files the app builds on demand (CSV exports): the spec answers those calls
// with `data.url`, a link the browser opens. The link is a JWT (HS256, a key derived for this use only from
// OMNI_STORAGE_SIGNING_SECRET or NEXTAUTH_SECRET) naming what to build (kind + params), who asked (sub) and until
// when (exp). It cannot be forged, altered or extended; who may still download is the caller's check at download
// time (lib/downloads/serve-signed-download.ts). Parameters too long for a URL (a selection of 1,000 ids) are
// kept in the object store and the link carries their key instead. Knows no domain.
import "server-only";
import crypto from "node:crypto";
import { Readable } from "node:stream";
import { errors, jwtVerify, SignJWT } from "jose";
import { AppError } from "@/lib/errors";
import { getStore } from "@/lib/storage/store";

/** How long a download link works: it is opened right after it is answered. */
export const SIGNED_DOWNLOAD_SECONDS = 10 * 60;
export const SIGNED_DOWNLOAD_PATH = "/api/downloads";
/** Parameters longer than this (JSON bytes) go to storage: the whole URL stays far below proxies' 8 KB limits. */
export const MAX_INLINE_PARAMS_BYTES = 1500;
const AUDIENCE = "omni-signed-download";
const PARAMS_FOLDER = "signed-downloads";

export const SIGNED_DOWNLOAD_MESSAGES = {
  notFound: "Download not found",
  expired: "This download link has expired. Please export again.",
} as const;

function signingKey(): Uint8Array {
  const secret = process.env.OMNI_STORAGE_SIGNING_SECRET || process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("Set OMNI_STORAGE_SIGNING_SECRET (or NEXTAUTH_SECRET) to sign download links");
  // A key of its own, so a download link can never stand in for a session token or an upload signature.
  return crypto.createHmac("sha256", secret).update("omni-signed-download-v1").digest();
}

export type SignedDownload = { kind: string; params: unknown; userId: string };
export type SignedLink = { url: string; expiresAt: Date };

async function readParams(key: string): Promise<unknown> {
  const source = await getStore().get(key);
  if (!source) throw new AppError("GONE", SIGNED_DOWNLOAD_MESSAGES.expired);
  const chunks: Buffer[] = [];
  for await (const chunk of source as AsyncIterable<Buffer>) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/** Signs a link to `/api/downloads/<token>`; `now` and `ttlSeconds` for tests. */
export async function signDownload(
  download: SignedDownload,
  options: { ttlSeconds?: number; now?: number } = {},
): Promise<SignedLink> {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  const expires = issuedAt + (options.ttlSeconds ?? SIGNED_DOWNLOAD_SECONDS);
  const json = JSON.stringify(download.params ?? null);
  let claims: Record<string, unknown> = { kind: download.kind, params: download.params ?? null };
  if (Buffer.byteLength(json) > MAX_INLINE_PARAMS_BYTES) {
    // Stored under a random key: the signed claim names it, so a stored file cannot be swapped for another link.
    const day = new Date(issuedAt * 1000).toISOString().slice(0, 10);
    const key = `${PARAMS_FOLDER}/${day}/${crypto.randomUUID()}.json`;
    await getStore().put(key, Readable.from([Buffer.from(json)]), { contentType: "application/json" });
    claims = { kind: download.kind, paramsKey: key };
  }
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(download.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .sign(signingKey());
  return { url: `${SIGNED_DOWNLOAD_PATH}/${token}`, expiresAt: new Date(expires * 1000) };
}

/** What a link names, once its signature and expiry are checked: a forged link is 404, an expired one 410. */
export async function openSignedDownload(token: string, options: { now?: number } = {}): Promise<SignedDownload> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, signingKey(), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      currentDate: options.now === undefined ? undefined : new Date(options.now),
    }));
  } catch (error) {
    // jose checks the signature before the claims: only a genuine link can be reported as expired.
    if (error instanceof errors.JWTExpired) throw new AppError("GONE", SIGNED_DOWNLOAD_MESSAGES.expired);
    throw new AppError("NOT_FOUND", SIGNED_DOWNLOAD_MESSAGES.notFound);
  }
  const { kind, sub, paramsKey } = payload;
  if (typeof kind !== "string" || typeof sub !== "string")
    throw new AppError("NOT_FOUND", SIGNED_DOWNLOAD_MESSAGES.notFound);
  const params = typeof paramsKey === "string" ? await readParams(paramsKey) : payload.params;
  return { kind, params, userId: sub };
}
