// The hook that turns a file posted to a signed upload target into something the app may record: the key must
// be under the caller's own upload prefix and the object must exist within the size limit. It is moved to a
// fresh server-side key first (a signed target stays usable until it expires, so the uploaded key could still
// be overwritten), and the first bytes of that copy are returned for type sniffing. The caller passes its
// upload policy (the size cap and message, the folder: e.g. lib/documents/upload-policy.ts), then runs the same
// checks as a multipart upload (type from the bytes, virus scan) before creating its row, and removes the
// returned key when they refuse it.
import "server-only";
import type { Readable } from "node:stream";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { isValidKey } from "@/lib/storage/keys";
import { newKey } from "@/lib/storage/files";
import { getStore } from "@/lib/storage/store";
import { uploadPrefixOf } from "@/lib/storage/issue-upload-target";
import type { UploadPolicy } from "@/lib/storage/upload-policy";

export const HEAD_BYTES = 64 * 1024;

async function readHead(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= limit) break; // leaving the loop closes the stream
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

export async function finalizeUpload(
  actor: Actor,
  key: string,
  policy: Pick<UploadPolicy, "maxBytes" | "folder" | "sizeMessage">,
  options: { prefix?: string } = {},
): Promise<{ key: string; sizeBytes: number; head: Buffer }> {
  const notFound = () => new AppError("NOT_FOUND", "The uploaded file was not found.");
  // `prefix`: the caller's own prefix of another kind of target (lib/storage/purpose-upload-target.ts); it must
  // name the caller, so no option can reach another user's uploads.
  const prefix = options.prefix ?? uploadPrefixOf(actor.userId);
  if (!prefix.includes(`/${actor.userId}/`)) throw new Error("An upload prefix must name its user");
  if (!isValidKey(key) || !key.startsWith(prefix)) throw notFound();
  const store = getStore();
  const stat = await store.stat(key);
  if (!stat) throw notFound();
  const { maxBytes } = policy;
  const tooBig = () => new AppError("BAD_REQUEST", policy.sizeMessage, { fieldErrors: { file: [policy.sizeMessage] } });
  if (stat.sizeBytes > maxBytes) {
    await store.delete(key);
    throw tooBig();
  }
  const source = await store.get(key);
  if (!source) throw notFound();
  const ext = /\.[a-z0-9]{1,8}$/i.exec(key)?.[0] ?? "";
  const finalKey = newKey(policy.folder, ext);
  const stored = await store.put(finalKey, source, { maxBytes });
  await store.delete(key);
  if (!stored) throw tooBig();
  const copy = await store.get(finalKey);
  if (!copy) throw notFound();
  return { key: finalKey, sizeBytes: stored.sizeBytes, head: await readHead(copy, HEAD_BYTES) };
}
