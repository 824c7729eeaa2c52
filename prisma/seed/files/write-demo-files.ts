// Making and storing the demo files through the storage interface (disk or S3, lib/storage/files.ts). A fresh
// seed writes them all (overwriting whatever an earlier database left under the same keys); on an existing demo
// database only the missing ones are made and written, after a cheap existence check of each key.
import crypto from "node:crypto";
import { Readable } from "node:stream";
import { exists, writeStream } from "../../../lib/storage/files";
import { demoFileCatalog } from "./catalog";
import type { Db, DemoFile, DemoFileKind } from "./demo-file";

export type RenderedFile = { key: string; kind: DemoFileKind; bytes: Buffer };

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

const PARALLEL = 8; // storage calls in flight (S3 round trips); making the bytes is CPU work, one at a time

async function eachLimited<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return out;
}

export async function renderDemoFiles(files: DemoFile[]): Promise<RenderedFile[]> {
  const out: RenderedFile[] = [];
  for (const f of files) out.push({ key: f.key, kind: f.kind, bytes: await f.render() });
  return out;
}

export async function writeDemoFiles(files: RenderedFile[]) {
  await eachLimited(files, (f) => writeStream(f.key, Readable.from([f.bytes])));
}

/**
 * Writes every demo file the rows name that storage does not hold. A file whose rows record another size or hash
 * (rows seeded before the demo files existed, or edited since) is not written: a download would announce the
 * recorded size, and a signature would name the recorded hash. Returns the files written and the keys left out.
 */
export async function ensureDemoFiles(db: Db): Promise<{ written: RenderedFile[]; stale: string[] }> {
  const catalog = await demoFileCatalog(db);
  const present = await eachLimited(catalog, (f) => exists(f.key));
  const missing = await renderDemoFiles(catalog.filter((_, i) => !present[i]));
  const disagree = await disagreeingKeys(db, missing);
  const written = missing.filter((f) => !disagree.has(f.key));
  await writeDemoFiles(written);
  return { written, stale: missing.filter((f) => disagree.has(f.key)).map((f) => f.key) };
}

async function disagreeingKeys(db: Db, files: RenderedFile[]): Promise<Set<string>> {
  const out = new Set<string>();
  if (files.length === 0) return out;
  const byKey = new Map(files.map((f) => [f.key, { size: f.bytes.length, hash: sha256(f.bytes) }]));
  const keys = [...byKey.keys()];
  const documents = await db.document.findMany({
    where: { storageKey: { in: keys } },
    select: { storageKey: true, sizeBytes: true, sha256: true },
  });
  for (const d of documents) {
    const file = byKey.get(d.storageKey)!;
    if (d.sizeBytes !== file.size || (d.sha256 && d.sha256 !== file.hash)) out.add(d.storageKey);
  }
  const contracts = await db.contract.findMany({
    where: { OR: [{ storageKey: { in: keys } }, { signedStorageKey: { in: keys } }] },
    select: { storageKey: true, pdfSha256: true, signedStorageKey: true, signedSha256: true },
  });
  for (const c of contracts)
    for (const [key, hash] of [
      [c.storageKey, c.pdfSha256],
      [c.signedStorageKey, c.signedSha256],
    ])
      if (key && hash && byKey.has(key) && byKey.get(key)!.hash !== hash) out.add(key);
  return out;
}

export function countByKind(files: { kind: DemoFileKind }[]): Partial<Record<DemoFileKind, number>> {
  const counts: Partial<Record<DemoFileKind, number>> = {};
  for (const f of files) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
  return counts;
}
