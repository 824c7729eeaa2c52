// What every signed payroll pack shares (issue 27), the whole report's (build-pack.ts) and each client company's
// (build-company-packs.ts): the published report it is built from, and the writing of the pack itself. Each file
// is hashed as it goes into the ZIP (a stream through a hashing pass, a buffer at once), then manifest.json (each
// file's SHA-256 and size, the report's ids, period, country, provider, version, the company, keyId) and manifest.sig
// (Ed25519 of manifest.json's bytes, with the platform key of lib/keys); the ZIP is hashed as it goes to storage:
// nothing is read twice. The PayrollPack row is written last: two runs at once each write their own key and the
// loser (unique report and company) removes its copy and returns the winner's.
import crypto from "node:crypto";
import { pipeline, Readable, Transform } from "node:stream";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { db, newPgClient } from "@/lib/db";
import { JobFailure } from "@/lib/jobs/job-failure";
import { platformSigningKey, signBytes } from "@/lib/keys/platform-signing-key";
import { removeFile, writeStream } from "@/lib/storage/files";
import { zipStream, type ZipEntry } from "@/lib/storage/zip-stream";
import type { Prisma } from "@/generated/prisma/client";
import {
  MANIFEST_NAME,
  manifestBytes,
  PACK_FORMAT,
  SIGNATURE_NAME,
  type PackFileEntry,
  type PackManifest,
} from "@/lib/payroll/packs/pack-format";

/** Deflate level of the pack: CSV compresses well at 1, and 1 keeps the build close to the system `zip`. */
export const PACK_ZIP_LEVEL = Number(process.env.PACK_ZIP_LEVEL ?? 1);

/** Passes bytes through while hashing them; `result()` once the stream ended. */
function hashing() {
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
function through(source: Readable, transform: Transform): Transform {
  return pipeline(source, transform, () => {});
}

/** `count` connections of their own (a COPY holds its connection), connected, and ended once `run` settled. */
export async function withPgClients<T>(count: number, run: (clients: pg.Client[]) => Promise<T>): Promise<T> {
  const clients = Array.from({ length: count }, () => newPgClient());
  // A connection lost while idle must not crash the worker: the COPY on it fails and says so.
  for (const client of clients) client.on("error", () => {});
  try {
    await Promise.all(clients.map((c) => c.connect()));
    return await run(clients);
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
  }
}

/** The whole output of a `COPY … TO STDOUT` on `client` (one statement at a time per client). */
export async function copyToBuffer(client: pg.Client, sql: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of client.query(copyTo(sql))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A promise started ahead of its use: a rejection before anyone awaits it is not reported as unhandled (the
 *  entry that awaits it, or the build's own failure, reports it). */
export function early<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

export async function publishedReport(id: string) {
  const report = await db.grossToNetFile.findUnique({
    where: { id },
    select: {
      id: true,
      fileName: true,
      country: true,
      lspId: true,
      legalEntityId: true,
      workbookId: true,
      payrollPeriod: true,
      payrollCycle: true,
      processingStatus: true,
      storageKey: true,
      reportVersion: true,
      previousVersionId: true,
      currency: true,
      total: true,
      lsp: { select: { name: true } },
    },
  });
  if (!report) throw new JobFailure(`The pay report ${id} no longer exists: no pack is built.`);
  if (report.processingStatus !== "PUBLISHED")
    throw new JobFailure(
      `The pay report ${report.fileName} is ${report.processingStatus}, not published: its pack is built on publish.`,
    );
  if (!report.storageKey)
    throw new JobFailure(`The pay report ${report.fileName} has no stored register: its pack cannot be built.`);
  return { ...report, storageKey: report.storageKey };
}

export type PublishedReport = Awaited<ReturnType<typeof publishedReport>>;

export type BuiltPack = {
  id: string;
  payReportId: string;
  companyId: string | null;
  storageKey: string;
  sha256: string;
  keyId: string;
  manifest: unknown;
};

/** One file of a pack: a stream (hashed on its way into the ZIP) or bytes (hashed at once). */
export type PackSource = {
  name: string;
  /** What an error message calls it (default: name). */
  label?: string;
  open: () => Readable | Buffer | Promise<Buffer>;
};

type PackOf = {
  report: PublishedReport;
  /** null: the whole report's pack. */
  company: { id: string; name: string } | null;
  registerAsReceived?: PackFileEntry;
  /** When the report was published (from its history, read beside the files). */
  publishedAt: Promise<Date | null>;
  sources: PackSource[];
};

function manifestOf(pack: PackOf, publishedAt: Date | null, keyId: string, files: PackFileEntry[]): PackManifest {
  const { report } = pack;
  return {
    format: PACK_FORMAT,
    algorithm: "Ed25519",
    keyId,
    createdAt: new Date().toISOString(),
    payReport: {
      id: report.id,
      fileName: report.fileName,
      country: report.country,
      provider: { id: report.lspId, name: report.lsp?.name ?? null },
      legalEntityId: report.legalEntityId,
      workbookId: report.workbookId,
      payrollPeriod: report.payrollPeriod,
      payrollCycle: String(report.payrollCycle),
      version: report.reportVersion,
      previousVersionId: report.previousVersionId,
      status: report.processingStatus,
      publishedAt: publishedAt?.toISOString() ?? null,
      currency: report.currency,
      total: report.total?.toString() ?? null,
    },
    company: pack.company,
    ...(pack.registerAsReceived ? { registerAsReceived: pack.registerAsReceived } : {}),
    files,
  };
}

type Recorded = () => PackFileEntry | null;

/** A pack entry that hands `record` how to read its SHA-256 and size once it is in the ZIP. */
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

/** Writes the signed pack to storage and records it; returns the stored row (another run's when it won). */
export async function writeSignedPack(pack: PackOf): Promise<BuiltPack> {
  const key = platformSigningKey();
  const files: (Recorded | undefined)[] = pack.sources.map(() => undefined);
  let signed: { manifest: PackManifest; signature: string } | null = null;
  const entries: ZipEntry[] = [
    ...pack.sources.map((source, i) => hashedEntry(source, (entry) => (files[i] = entry))),
    {
      name: MANIFEST_NAME,
      open: async () => {
        const publishedAt = await pack.publishedAt;
        const listed = files.map((read, i) => {
          const entry = read?.();
          if (!entry) throw new Error(`${pack.sources[i].name} was not read to its end`);
          return entry;
        });
        const manifest = manifestOf(pack, publishedAt, key.keyId, listed);
        const bytes = manifestBytes(manifest);
        signed = { manifest, signature: signBytes(bytes, key) };
        return Buffer.from(bytes);
      },
    },
    { name: SIGNATURE_NAME, open: () => signed!.signature },
  ];

  const folder = pack.company ? `${pack.report.id}/companies/${pack.company.id}` : pack.report.id;
  const storageKey = `payroll-packs/${folder}/${crypto.randomUUID()}.zip`;
  const whole = hashing();
  await writeStream(storageKey, through(zipStream(entries, PACK_ZIP_LEVEL), whole.stream));
  const done = signed as { manifest: PackManifest; signature: string } | null;
  if (!done) throw new Error("The pack's manifest was not written.");
  const companyId = pack.company?.id ?? null;
  try {
    return await db.payrollPack.create({
      data: {
        payReportId: pack.report.id,
        companyId,
        storageKey,
        sha256: whole.result().sha256!,
        manifest: done.manifest as unknown as Prisma.InputJsonValue,
        signature: done.signature,
        keyId: key.keyId,
      },
    });
  } catch (error) {
    await removeFile(storageKey).catch(() => {});
    // Another run stored the pack first: keep theirs.
    if ((error as { code?: string }).code === "P2002")
      return db.payrollPack.findFirstOrThrow({ where: { payReportId: pack.report.id, companyId } });
    throw error;
  }
}
