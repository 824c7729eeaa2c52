// Minimal file storage for order form documents: files under OMNI_STORAGE_DIR (default .data/files), addressed by
// a generated key. Keys never come from the client, so no path can escape the root.
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

function root(): string {
  return path.resolve(process.env.OMNI_STORAGE_DIR ?? ".data/files");
}

function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-80) || "file";
}

export async function saveFile(prefix: string, fileName: string, bytes: Uint8Array): Promise<string> {
  const key = `${prefix}/${crypto.randomUUID()}-${safeName(fileName)}`;
  const full = path.join(root(), key);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, bytes);
  return key;
}

export async function readFile(key: string): Promise<Buffer | null> {
  const full = path.resolve(root(), key);
  if (!full.startsWith(root() + path.sep)) return null;
  return fs.readFile(full).catch(() => null);
}
