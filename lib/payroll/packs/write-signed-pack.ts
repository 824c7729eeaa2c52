// What every signed payroll pack shares (issue 27), the whole report's (build-pack.ts) and each client company's
// (build-company-packs.ts): the published report it is built from, and the writing of the pack itself. Each file
// is hashed as it goes into the ZIP (a stream through a hashing pass, a buffer at once), then manifest.json (each
// file's SHA-256 and size, the report's ids, period, country, provider, version, the company, keyId) and manifest.sig
// (Ed25519 of manifest.json's bytes, with the platform key of lib/keys), by signed-zip.ts (which the employee's
// record shares); the ZIP is hashed as it goes to storage: nothing is read twice. The PayrollPack row is written
// last: two runs at once each write their own key and the loser (unique report and company) removes its copy and
// returns the winner's.
import crypto from "node:crypto";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { db, newPgClient } from "@/lib/db";
import { JobFailure } from "@/lib/jobs/job-failure";
import { platformSigningKey } from "@/lib/keys/platform-signing-key";
import { removeFile, writeStream } from "@/lib/storage/files";
import { zipStream } from "@/lib/storage/zip-stream";
import type { Prisma } from "@/generated/prisma/client";
import {
  manifestBytes,
  PACK_FORMAT,
  type PackFileEntry,
  type PackManifest,
  type PackOmission,
} from "@/lib/payroll/packs/pack-format";
import { hashing, signedZipEntries, through, type PackSource } from "@/lib/payroll/packs/signed-zip";

export type { PackSource } from "@/lib/payroll/packs/signed-zip";

/** Deflate level of the pack: CSV compresses well at 1, and 1 keeps the build close to the system `zip`. */
export const PACK_ZIP_LEVEL = Number(process.env.PACK_ZIP_LEVEL ?? 1);

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

type PackOf = {
  report: PublishedReport;
  /** null: the whole report's pack. */
  company: { id: string; name: string } | null;
  registerAsReceived?: PackFileEntry;
  /** When the report was published (from its history, read beside the files). */
  publishedAt: Promise<Date | null>;
  sources: Iterable<PackSource> | AsyncIterable<PackSource>;
  /** Files left out, each with its reason (read once every file is in). */
  omitted?: () => PackOmission[];
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
    ...(pack.omitted?.().length ? { omitted: pack.omitted() } : {}),
  };
}

/** Writes the signed pack to storage and records it; returns the stored row (another run's when it won). */
export async function writeSignedPack(pack: PackOf): Promise<BuiltPack> {
  const key = platformSigningKey();
  const zip = signedZipEntries({
    sources: pack.sources,
    key,
    manifestOf: async (files) => manifestOf(pack, await pack.publishedAt, key.keyId, files),
    manifestBytes,
  });

  const folder = pack.company ? `${pack.report.id}/companies/${pack.company.id}` : pack.report.id;
  const storageKey = `payroll-packs/${folder}/${crypto.randomUUID()}.zip`;
  const whole = hashing();
  await writeStream(storageKey, through(zipStream(zip.entries, PACK_ZIP_LEVEL), whole.stream));
  const done = zip.signed();
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
