// File storage on local disk under OMNI_STORAGE_DIR (default .data/files). Streaming reads and writes;
// keys are generated server-side and checked so a key can never escape the storage root. No "server-only"
// marker: the background worker (plain Node) uses it too.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

export function storageRoot(): string {
  return path.resolve(process.env.OMNI_STORAGE_DIR ?? ".data/files");
}

const KEY_RE = /^[a-z0-9-]+(\/[a-z0-9._-]+)+$/i;

/** The absolute path of a key (for tools that need a path, e.g. COPY FROM a file). */
export function storagePath(key: string): string {
  return resolveKey(key);
}

function resolveKey(key: string): string {
  if (!KEY_RE.test(key) || key.includes("..")) throw new Error("Invalid storage key");
  const full = path.resolve(storageRoot(), key);
  if (!full.startsWith(storageRoot() + path.sep)) throw new Error("Invalid storage key");
  return full;
}

/** A fresh key under a folder, e.g. newKey("documents", ".pdf") -> documents/2026/11/<uuid>.pdf */
export function newKey(folder: string, extension = ""): string {
  const now = new Date();
  const ext = /^\.[a-z0-9]{1,8}$/i.test(extension) ? extension.toLowerCase() : "";
  return `${folder}/${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}/${crypto.randomUUID()}${ext}`;
}

/**
 * Streams `source` to the key. With `maxBytes`, stops and removes the partial file once the limit is
 * passed (returns null). Writes to a temporary name first, so a reader never sees half a file.
 */
export async function writeStream(
  key: string,
  source: ReadableStream<Uint8Array> | Readable,
  maxBytes?: number,
): Promise<{ sizeBytes: number } | null> {
  const full = resolveKey(key);
  await fsp.mkdir(path.dirname(full), { recursive: true });
  const temp = `${full}.part-${crypto.randomUUID()}`;
  let size = 0;
  let tooBig = false;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) {
        tooBig = true;
        done(new Error("too big"));
        return;
      }
      done(null, chunk);
    },
  });
  const input =
    source instanceof Readable
      ? source
      : Readable.fromWeb(source as import("node:stream/web").ReadableStream<Uint8Array>);
  try {
    await pipeline(input, counter, fs.createWriteStream(temp, { flags: "wx" }));
  } catch (error) {
    await fsp.rm(temp, { force: true });
    if (tooBig) return null;
    throw error;
  }
  await fsp.rename(temp, full);
  return { sizeBytes: size };
}

export function readStream(key: string): Readable {
  return fs.createReadStream(resolveKey(key));
}

export async function exists(key: string): Promise<boolean> {
  try {
    await fsp.access(resolveKey(key));
    return true;
  } catch {
    return false;
  }
}

export async function removeFile(key: string): Promise<void> {
  await fsp.rm(resolveKey(key), { force: true });
}

/**
 * A streamed download response for a stored file, or null when the file is missing on disk.
 * The name is sent both ASCII-safe and UTF-8 encoded (RFC 6266).
 */
export async function fileResponse(file: {
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes?: number | null;
  disposition: "inline" | "attachment";
}): Promise<Response | null> {
  const stream = fs.createReadStream(resolveKey(file.storageKey));
  try {
    await new Promise<void>((resolve, reject) => {
      stream.once("open", () => resolve());
      stream.once("error", reject);
    });
  } catch {
    return null;
  }
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const headers: Record<string, string> = {
    "content-type": file.mimeType,
    "content-disposition": `${file.disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  };
  if (file.sizeBytes != null) headers["content-length"] = String(file.sizeBytes);
  return new Response(Readable.toWeb(stream) as ReadableStream, { headers });
}
