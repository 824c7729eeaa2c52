// Temporary files of writes that never finished (the disk store writes `<key>.part-<uuid>` and renames it; a
// process killed in between leaves the part behind). Readers never see them; this removes those older than
// `olderThanMs` (default an hour, far beyond any write). S3 has no such files: an unfinished multipart upload
// is removed by the bucket's lifecycle rule (docs/operations.md).
import fsp from "node:fs/promises";
import path from "node:path";
import { getStore } from "@/lib/storage/store";
import { storageRoot } from "@/lib/storage/disk-store";

const PART = /\.part-[0-9a-f-]{36}$/;

export async function sweepPartialWrites(olderThanMs = 3_600_000): Promise<number> {
  if (getStore().kind !== "disk") return 0;
  const root = storageRoot();
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !PART.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs >= olderThanMs) {
      await fsp.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
