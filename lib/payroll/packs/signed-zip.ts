// The entries of a signed ZIP, shared by the payroll packs (write-signed-pack.ts) and the employee's record
// (lib/payslips/records/): each file is hashed as it goes into the ZIP (a stream through a hashing pass, a buffer at once),
// then manifest.json, built from every file's SHA-256 and size, and manifest.sig (Ed25519 of manifest.json's exact
// bytes, with the platform key of lib/keys). Nothing is read twice and nothing is held beyond the file being zipped.
// No "server-only" marker: the background worker builds packs with it.
import crypto from "node:crypto";
import { pipeline, Readable, Transform } from "node:stream";
import { platformSigningKey, signBytes, type PlatformSigningKey } from "@/lib/keys/platform-signing-key";
import type { ZipEntry } from "@/lib/storage/zip-stream";
import { MANIFEST_NAME, SIGNATURE_NAME, type PackFileEntry } from "@/lib/payroll/packs/pack-format";

/** Passes bytes through while hashing them; `result()` once the stream ended. */
export function hashing() {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  let digest: string | null = null;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      digest = hash.digest("hex");
      done();
    },
  });
  return { stream, result: () => ({ sha256: digest, bytes }) };
}

/** source into transform; pipeline() passes either side's error on (pipe() does not). */
export function through(source: Readable, transform: Transform): Transform {
  return pipeline(source, transform, () => {});
}

/** One file of a signed ZIP: a stream (hashed on its way into the ZIP) or bytes (hashed at once). */
export type PackSource = {
  name: string;
  /** What an error message calls it (default: name). */
  label?: string;
  open: () => Readable | Buffer | Promise<Readable | Buffer>;
};

type Recorded = () => PackFileEntry | null;

/** A ZIP entry that hands `record` how to read its SHA-256 and size once it is in the ZIP. */
function hashedEntry(source: PackSource, record: (entry: Recorded) => void): ZipEntry {
  return {
    name: source.name,
    label: source.label,
    open: async () => {
      const opened = await source.open();
      if (!(opened instanceof Readable)) {
        const sha256 = crypto.createHash("sha256").update(opened).digest("hex");
        record(() => ({ name: source.name, sha256, bytes: opened.length }));
        return opened;
      }
      const hash = hashing();
      record(() => {
        const { sha256, bytes } = hash.result();
        return sha256 ? { name: source.name, sha256, bytes } : null;
      });
      return through(opened, hash.stream);
    },
  };
}

export type Signed<M> = { manifest: M; signature: string };

/**
 * The sources' entries (in their order; an async iterable may skip a source before handing it over), then
 * manifest.json, which `manifestOf` builds from the listed files (in the same order), and manifest.sig. `signed()`
 * holds the manifest and its signature once the ZIP's stream has ended.
 */
export function signedZipEntries<M>(options: {
  sources: Iterable<PackSource> | AsyncIterable<PackSource>;
  manifestOf: (files: PackFileEntry[], keyId: string) => M | Promise<M>;
  manifestBytes: (manifest: M) => Uint8Array;
  key?: PlatformSigningKey;
}): { entries: AsyncIterable<ZipEntry>; signed: () => Signed<M> | null } {
  const key = options.key ?? platformSigningKey();
  const files: { name: string; read?: Recorded }[] = [];
  let signed: Signed<M> | null = null;
  async function* entries(): AsyncGenerator<ZipEntry> {
    for await (const source of options.sources) {
      const slot: { name: string; read?: Recorded } = { name: source.name };
      files.push(slot);
      yield hashedEntry(source, (read) => (slot.read = read));
    }
    yield {
      name: MANIFEST_NAME,
      open: async () => {
        const listed = files.map((slot) => {
          const entry = slot.read?.();
          if (!entry) throw new Error(`${slot.name} was not read to its end`);
          return entry;
        });
        const manifest = await options.manifestOf(listed, key.keyId);
        const bytes = options.manifestBytes(manifest);
        signed = { manifest, signature: signBytes(bytes, key) };
        return Buffer.from(bytes);
      },
    };
    yield { name: SIGNATURE_NAME, open: () => signed!.signature };
  }
  return { entries: entries(), signed: () => signed };
}
