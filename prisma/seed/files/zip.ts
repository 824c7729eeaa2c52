// The DOCX container: a ZIP made with archiver (stored entries, every entry dated `modified`), so the same parts
// give the same bytes on every run. The docx package is not used for the demo DOCX because it stamps the current
// time into the archive and its core properties.
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { Archiver } from "archiver";

// archiver 7 exports a factory function; its @types package describes v8's classes (see lib/storage/zip-stream.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const archiver = require("archiver") as (format: "zip", options: { store?: boolean }) => Archiver;

export async function zipStored(entries: { name: string; data: Buffer }[], modified: Date): Promise<Buffer> {
  const archive = archiver("zip", { store: true });
  const out = new PassThrough();
  archive.on("error", (error) => out.destroy(error));
  archive.pipe(out);
  const bytes = buffer(out);
  for (const { name, data } of entries) archive.append(data, { name, date: modified });
  await archive.finalize();
  return bytes;
}
