// Builds the signed payroll pack of a PUBLISHED pay report (issue 27): a ZIP streamed to storage holding the
// register as received (streamed from storage), the LSP bill, the variance, the findings, the justifications and
// the approval history (lib/payroll/packs/pack-files.ts), then manifest.json (each file's SHA-256 and size, the
// report's ids, period, country, provider, version, keyId) and manifest.sig (Ed25519 of manifest.json's bytes,
// with the platform key of lib/keys). Each file is hashed as it goes into the ZIP, and the ZIP as it goes to
// storage: nothing is read twice. Idempotent: a report that has its pack keeps it; two runs at once each write
// their own key and the loser removes its copy.
import crypto from "node:crypto";
import { Readable, Transform } from "node:stream";
import { to as copyTo } from "pg-copy-streams";
import { db } from "@/lib/db";
import { JobFailure } from "@/lib/jobs/job-failure";
import { platformSigningKey, signBytes } from "@/lib/keys/platform-signing-key";
import { readStream, removeFile, writeStream } from "@/lib/storage/files";
import { safeFileName } from "@/lib/storage/keys";
import { zipStream, type ZipEntry } from "@/lib/storage/zip-stream";
import type { Prisma } from "@/generated/prisma/client";
import { newPgClient } from "@/lib/payroll/pipeline";
import { billCopySql, buildPackCsvFiles, previousOf, varianceCopySql } from "@/lib/payroll/packs/pack-files";
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

/** source.pipe(transform), passing the source's error on (pipe() does not). */
function through(source: Readable, transform: Transform): Transform {
  source.once("error", (error) => transform.destroy(error));
  return source.pipe(transform);
}

async function publishedReport(id: string) {
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
  return report;
}

export type BuiltPack = { id: string; payReportId: string; storageKey: string; sha256: string; keyId: string };

type Report = Awaited<ReturnType<typeof publishedReport>>;

function manifestOf(report: Report, keyId: string, publishedAt: Date | null, files: PackFileEntry[]): PackManifest {
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
    files,
  };
}

/** Builds and stores the pack of a published report; returns the existing one when it was built already. */
export async function buildPayrollPack(payReportId: string): Promise<BuiltPack> {
  const existing = await db.payrollPack.findFirst({ where: { payReportId, companyId: null } });
  if (existing) return existing;
  const report = await publishedReport(payReportId);
  const key = platformSigningKey();
  const cycle = String(report.payrollCycle);
  const [generated, previous] = await Promise.all([
    buildPackCsvFiles(report.id),
    previousOf({ ...report, payrollCycle: cycle }),
  ]);
  const client = newPgClient();
  await client.connect();
  const quote = (value: string) => client.escapeLiteral(value);
  const copyOut = (sql: string): Readable => client.query(copyTo(sql));
  const sources: { name: string; label?: string; open: () => Readable }[] = [
    {
      name: `register/${safeFileName(report.fileName)}`,
      label: `register ${report.fileName}`,
      open: () => readStream(report.storageKey!),
    },
    { name: "lsp-bill.csv", open: () => copyOut(billCopySql(report.id, quote)) },
    { name: "variance.csv", open: () => copyOut(varianceCopySql(report.id, previous, quote)) },
    ...generated.files.map((f) => ({ name: f.name, open: () => Readable.from([f.data]) })),
  ];
  const hashes = sources.map(() => hashing());
  let signed: { manifest: PackManifest; signature: string } | null = null;
  const entries: ZipEntry[] = [
    ...sources.map((s, i) => ({ name: s.name, label: s.label, open: () => through(s.open(), hashes[i].stream) })),
    {
      name: MANIFEST_NAME,
      open: () => {
        const files = sources.map((s, i) => {
          const { sha256, bytes } = hashes[i].result();
          if (!sha256) throw new Error(`${s.name} was not read to its end`);
          return { name: s.name, sha256, bytes };
        });
        const manifest = manifestOf(report, key.keyId, generated.publishedAt, files);
        const bytes = manifestBytes(manifest);
        signed = { manifest, signature: signBytes(bytes, key) };
        return Buffer.from(bytes);
      },
    },
    { name: SIGNATURE_NAME, open: () => signed!.signature },
  ];

  const storageKey = `payroll-packs/${report.id}/${crypto.randomUUID()}.zip`;
  const whole = hashing();
  try {
    await writeStream(storageKey, through(zipStream(entries, PACK_ZIP_LEVEL), whole.stream));
  } finally {
    await client.end().catch(() => {});
  }
  const done = signed as { manifest: PackManifest; signature: string } | null;
  if (!done) throw new Error("The pack's manifest was not written.");
  try {
    return await db.payrollPack.create({
      data: {
        payReportId: report.id,
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
      return db.payrollPack.findFirstOrThrow({ where: { payReportId, companyId: null } });
    throw error;
  }
}
