// Local disk backend under OMNI_STORAGE_DIR (default .data/files). Writes go to a temporary name first, so a
// reader never sees half a file. Downloads are streamed by the app; uploads straight from a browser go to
// the app's own signed upload route (app/api/document-storage/upload).
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import { pipeline } from "node:stream/promises";
import { assertKey } from "@/lib/storage/keys";
import { byteLimit, toNodeStream } from "@/lib/storage/streams";
import { signUploadPolicy } from "@/lib/storage/upload-signature";
import type { ObjectStore } from "@/lib/storage/store";

export const DISK_UPLOAD_URL = "/api/document-storage/upload";

export function storageRoot(): string {
  return path.resolve(process.env.OMNI_STORAGE_DIR ?? ".data/files");
}

export function diskPath(key: string): string {
  const full = path.resolve(storageRoot(), assertKey(key));
  if (!full.startsWith(storageRoot() + path.sep)) throw new Error("Invalid storage key");
  return full;
}

export function createDiskStore(): ObjectStore {
  return {
    kind: "disk",

    async put(key, source, options = {}) {
      const full = diskPath(key);
      // Listened to from the start: an error the source emits while the folder is made is kept by the stream
      // and rejects the pipeline below, instead of reaching no listener (which would throw in the process).
      const input = toNodeStream(source).on("error", () => {});
      await fsp.mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.part-${crypto.randomUUID()}`;
      const { counter, state } = byteLimit(options.maxBytes);
      try {
        await pipeline(input, counter, fs.createWriteStream(temp, { flags: "wx" }));
      } catch (error) {
        await fsp.rm(temp, { force: true });
        if (state.tooBig) return null;
        throw error;
      }
      await fsp.rename(temp, full);
      return { sizeBytes: state.size };
    },

    async get(key) {
      const stream = fs.createReadStream(diskPath(key));
      try {
        await new Promise<void>((resolve, reject) => {
          stream.once("open", () => resolve());
          stream.once("error", reject);
        });
        return stream;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async stat(key) {
      try {
        const s = await fsp.stat(diskPath(key));
        return s.isFile() ? { sizeBytes: s.size, modifiedAt: s.mtime } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async delete(key) {
      await fsp.rm(diskPath(key), { force: true });
    },

    async presignedGet() {
      return null;
    },

    async uploadTarget({ key, keyPrefix, maxBytes, expiresInSeconds }) {
      if (!key.startsWith(keyPrefix)) throw new Error("The issued key must start with its prefix");
      assertKey(key);
      const expiresAt = Date.now() + expiresInSeconds * 1000;
      const signed = signUploadPolicy({ keyPrefix, maxBytes, expiresAt });
      return {
        url: DISK_UPLOAD_URL,
        fields: { key, policy: signed.policy, signature: signed.signature },
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },

    async uploadTargetUrl() {
      return DISK_UPLOAD_URL;
    },
  };
}
