// A ZIP built entry by entry as a stream: each entry's source is opened only when the previous one is in, so
// a hundred stored files never mean a hundred open reads. Any error (an entry's source, the archiver) ends
// the returned stream with a ZipEntryError naming the entry, so whoever consumes it (writeStream, a
// response) sees it; nothing is left emitting errors to no listener.
import { once } from "node:events";
import { PassThrough, pipeline, Readable } from "node:stream";
import type { Archiver } from "archiver";
import { StoredFileMissing } from "@/lib/storage/files";

// archiver 7 exports a factory function; its @types package describes v8's classes, so type it here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const archiver = require("archiver") as (format: "zip", options: { zlib?: { level?: number } }) => Archiver;

export type ZipEntry = {
  /** Path inside the ZIP. */
  name: string;
  /** What the user calls it in an error message (default: name). */
  label?: string;
  open: () => Readable | Buffer | string | Promise<Readable | Buffer | string>;
};

export class ZipEntryError extends Error {
  readonly missing: boolean;
  constructor(label: string, cause: unknown) {
    const missing = cause instanceof StoredFileMissing;
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(missing ? `The file ${label} is missing from storage` : `The file ${label} could not be read (${detail})`, {
      cause,
    });
    this.name = "ZipEntryError";
    this.missing = missing;
  }
}

export function zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>, level = 6): Readable {
  const archive = archiver("zip", { zlib: { level } });
  const out = new PassThrough();
  const stop = new AbortController();
  const fail = (error: Error) => {
    if (stop.signal.aborted) return;
    stop.abort(error);
    archive.abort();
    out.destroy(error);
  };
  archive.on("error", fail);
  archive.on("warning", fail);
  out.on("close", () => stop.abort());
  pipeline(archive, out, (error) => error && fail(error));
  void (async () => {
    for await (const entry of entries) {
      if (stop.signal.aborted) return;
      const label = entry.label ?? entry.name;
      let source: Readable | Buffer | string;
      try {
        source = await entry.open();
      } catch (error) {
        throw new ZipEntryError(label, error);
      }
      if (source instanceof Readable) source.once("error", (error) => fail(new ZipEntryError(label, error)));
      const added = once(archive, "entry", { signal: stop.signal });
      archive.append(source, { name: entry.name });
      await added;
    }
    if (!stop.signal.aborted) await archive.finalize();
  })().catch((error: Error) => {
    if (!stop.signal.aborted) fail(error);
  });
  return out;
}
