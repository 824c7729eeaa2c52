// File storage for documents, order forms and pay registers: streamed reads and writes through the configured
// backend (lib/storage/store.ts: local disk under OMNI_STORAGE_DIR by default, S3 when S3_BUCKET is set).
// Keys are generated server-side and checked so a key can never escape the storage root or prefix. No
// "server-only" marker: the background worker (plain Node) uses it too.
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { getStore, redirectDownloads } from "@/lib/storage/store";
import { diskPath, storageRoot as diskRoot } from "@/lib/storage/disk-store";
import { contentDisposition } from "@/lib/storage/disposition";

/** The disk backend's root folder (used by the disk store, tests and seeds). */
export function storageRoot(): string {
  return diskRoot();
}

/**
 * The absolute path of a key on the disk backend (for tools that need a path, e.g. COPY FROM a file).
 * With S3 there is no path: use withLocalFile.
 */
export function storagePath(key: string): string {
  if (getStore().kind !== "disk") throw new Error("storagePath needs the disk backend; use withLocalFile");
  return diskPath(key);
}

/** Runs `fn` with a local path of the stored file (S3: a temporary download, removed afterwards); null if missing. */
export async function withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T | null> {
  const store = getStore();
  if (store.kind === "disk") return (await store.stat(key)) ? fn(diskPath(key)) : null;
  const source = await store.get(key);
  if (!source) return null;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "omni-object-"));
  try {
    const file = path.join(dir, "object");
    await pipeline(source, fs.createWriteStream(file));
    return await fn(file);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** A fresh key under a folder, e.g. newKey("documents", ".pdf") -> documents/2026-11/<uuid>.pdf */
export function newKey(folder: string, extension = ""): string {
  const now = new Date();
  const ext = /^\.[a-z0-9]{1,8}$/i.test(extension) ? extension.toLowerCase() : "";
  return `${folder}/${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}/${crypto.randomUUID()}${ext}`;
}

/**
 * Streams `source` to the key. With `maxBytes`, stops reading and keeps nothing once the limit is passed
 * (returns null). A reader never sees half a file.
 */
export async function writeStream(
  key: string,
  source: ReadableStream<Uint8Array> | Readable,
  maxBytes?: number,
): Promise<{ sizeBytes: number } | null> {
  return getStore().put(key, source, { maxBytes });
}

/** Streams `source` to a fresh key under `folder` (never held in memory); resolves once the bytes are flushed. */
export async function storeStream(
  source: Readable | NodeJS.ReadableStream,
  folder: string,
  extension = "",
): Promise<{ storageKey: string; bytes: number }> {
  const storageKey = newKey(folder, extension);
  const stored = await writeStream(storageKey, source as Readable);
  return { storageKey, bytes: stored?.sizeBytes ?? 0 };
}

/** What readStream's stream errors with when the key holds nothing. */
export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`No stored file at ${key}`);
    this.name = "StoredFileMissing";
  }
}

/** The stored bytes as a stream (it errors with StoredFileMissing when the key holds nothing). */
export function readStream(key: string): Readable {
  const out = new PassThrough();
  void (async () => {
    const source = await getStore().get(key);
    if (!source) throw new StoredFileMissing(key);
    await pipeline(source, out);
  })().catch((error: Error) => out.destroy(error));
  return out;
}

export async function exists(key: string): Promise<boolean> {
  return (await getStore().stat(key)) !== null;
}

export async function removeFile(key: string): Promise<void> {
  await getStore().delete(key);
}

/** Removes a stored file on a best-effort basis (after the row that named it is gone, or was never committed): a file
 *  left behind is harmless, the caller's own outcome matters more. The demo data's files (under seed/) are shared
 *  by its rows and stay. */
export async function removeStored(key: string | null | undefined): Promise<void> {
  if (!key || key.startsWith("seed/")) return;
  await removeFile(key).catch(() => {});
}

/**
 * A download response for a stored file, or null when the file is missing. Call it only after the
 * caller's own authorisation check: it streams the bytes, or (S3 with S3_DOWNLOAD_MODE=redirect) answers
 * with a redirect to a presigned GET valid for at most 60 s.
 */
export async function fileResponse(file: {
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes?: number | null;
  disposition: "inline" | "attachment";
}): Promise<Response | null> {
  const store = getStore();
  const options = { fileName: file.fileName, mimeType: file.mimeType, disposition: file.disposition };
  if (redirectDownloads()) {
    if (!(await store.stat(file.storageKey))) return null;
    const url = await store.presignedGet(file.storageKey, options);
    if (url) return new Response(null, { status: 302, headers: { location: url, "cache-control": "no-store" } });
  }
  const stream = await store.get(file.storageKey);
  if (!stream) return null;
  const headers: Record<string, string> = {
    "content-type": file.mimeType,
    "content-disposition": contentDisposition(file.disposition, file.fileName),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  };
  if (file.sizeBytes != null) headers["content-length"] = String(file.sizeBytes);
  return new Response(Readable.toWeb(stream) as ReadableStream, { headers });
}
