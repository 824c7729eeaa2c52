// The one storage interface and its selector: S3-compatible object storage when S3_BUCKET is set, local disk
// under OMNI_STORAGE_DIR otherwise. Callers go through lib/storage/files.ts; keys are generated server-side
// (newKey) and validated by both backends. No "server-only" marker: the background worker uses it too.
import type { Readable } from "node:stream";
import { createDiskStore } from "@/lib/storage/disk-store";
import { createS3Store, s3ConfigFromEnv } from "@/lib/storage/s3-store";

export type StreamSource = Readable | ReadableStream<Uint8Array>;
export type StoredObject = { sizeBytes: number; modifiedAt: Date };
export type PutOptions = { maxBytes?: number; contentType?: string };
export type DownloadOptions = { fileName: string; mimeType: string; disposition: "inline" | "attachment" };

/** What a browser needs to post a file straight to storage (spec 1 section 7: `url` and `fields`, incl. `key`). */
export type UploadTarget = { url: string; fields: Record<string, string>; expiresAt: string };
export type UploadTargetOptions = {
  /** The issued key; it must start with `keyPrefix`. */
  key: string;
  keyPrefix: string;
  maxBytes: number;
  expiresInSeconds: number;
};

export interface ObjectStore {
  readonly kind: "disk" | "s3";
  /** Streams `source` to the key; with `maxBytes` stops mid-stream once passed, keeps nothing, returns null. */
  put(key: string, source: StreamSource, options?: PutOptions): Promise<{ sizeBytes: number } | null>;
  /** The stored bytes as a stream, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** A short-lived direct download URL (at most 60 s), or null when the backend has none (disk: the app streams). */
  presignedGet(key: string, options: DownloadOptions, expiresInSeconds?: number): Promise<string | null>;
  uploadTarget(options: UploadTargetOptions): Promise<UploadTarget>;
  /** The `url` every upload target of this store posts to (a file's location is this url plus its key). */
  uploadTargetUrl(): Promise<string>;
}

let cached: { signature: string; store: ObjectStore } | undefined;

/** The configured store (re-selected when the environment changes, e.g. between test suites). */
export function getStore(): ObjectStore {
  const s3 = s3ConfigFromEnv();
  const signature = s3 ? `s3:${JSON.stringify(s3)}` : "disk";
  if (cached?.signature !== signature) cached = { signature, store: s3 ? createS3Store(s3) : createDiskStore() };
  return cached.store;
}

/** Downloads through a presigned GET redirect instead of streaming through the app (S3 only). */
export function redirectDownloads(): boolean {
  return getStore().kind === "s3" && process.env.S3_DOWNLOAD_MODE === "redirect";
}
