// The files of the employee's record, in the order they go into the ZIP: their contract document(s) as they see
// them (the signed PDF once signed), every payslip PDF (rendered as its download renders it) and every letter PDF that
// was made (the exact sealed bytes). Each is opened only when the ZIP reaches it, so one file at a time is held; a
// file missing from storage, or that fails to render, is left out and listed with the reason instead.
import "server-only";
import type { Readable } from "node:stream";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { contractVisibility } from "@/lib/access/contract-visibility";
import { safeFileName } from "@/lib/storage/keys";
import { getStore } from "@/lib/storage/store";
import { errorField, logger } from "@/lib/observability/logger";
import type { PackSource } from "@/lib/payroll/packs/signed-zip";
import { getPayslip } from "@/lib/payslips/get-payslip";
import { payslipRows } from "@/lib/payslips/payslip-rows";
import { renderPayslipPdf } from "@/lib/payslips/render-payslip";
import { payslipFileName } from "@/lib/payslips/schema";
import type { RecordEmployee } from "@/lib/payslips/records/record-access";
import type { RecordFileMeta, RecordOmission } from "@/lib/payroll/packs/record-format";

/** A file the record may hold: opened when its turn comes; null when its stored bytes are gone. */
export type RecordSource = RecordFileMeta & {
  name: string;
  open: () => Promise<Readable | Buffer | null>;
  /** Why the file cannot be in the record whatever storage holds (a contract whose PDF was never generated). */
  unavailable?: string;
};

const stored = (key: string) => () => getStore().get(key);

async function contractSources(employee: RecordEmployee): Promise<RecordSource[]> {
  const contracts = await db.contract.findMany({
    where: { employeeId: employee.id },
    orderBy: [{ contractVersion: "asc" }, { createdAt: "asc" }],
    select: { documentId: true, status: true, contractVersion: true, storageKey: true, signedStorageKey: true },
  });
  // Only what the employee sees on their contract page (approved, signed by them, signed by both).
  return contracts
    .filter(
      (c) => contractVisibility("employee", c.status, employee.rightToWorkCheckCompleted === true).kind === "show",
    )
    .map((c) => {
      const key = c.signedStorageKey ?? c.storageKey;
      return {
        kind: "contract",
        version: c.contractVersion,
        name: `contract/contract-v${c.contractVersion}-${safeFileName(c.documentId)}${c.signedStorageKey ? "-signed" : ""}.pdf`,
        open: key ? stored(key) : async () => null,
        ...(key ? {} : { unavailable: "not generated yet" }),
      };
    });
}

async function payslipSources(actor: Actor, employee: RecordEmployee): Promise<RecordSource[]> {
  const rows = await payslipRows(employee.id);
  // Oldest first, as a record reads; each PDF is rendered only when the ZIP reaches it.
  return rows.reverse().map((p) => ({
    kind: "payslip",
    period: p.period,
    version: p.version,
    name: `payslips/${payslipFileName(p.period, employee.id, p.version).replace(/\.pdf$/, "")}-${p.cycle.toLowerCase().replace("_", "-")}.pdf`,
    open: async () => Buffer.from(await renderPayslipPdf(await getPayslip(actor, employee.id, p.payReportId))),
  }));
}

async function letterSources(employee: RecordEmployee): Promise<RecordSource[]> {
  const letters = await db.employmentLetter.findMany({
    where: { employeeId: employee.id, storageKey: { not: null }, code: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { kind: true, code: true, storageKey: true },
  });
  return letters.map((l) => ({
    kind: "letter",
    name: `letters/${l.kind === "SALARY_CERTIFICATE" ? "salary-certificate" : "employment-confirmation"}-${l.code}.pdf`,
    open: stored(l.storageKey!),
  }));
}

/** The sources that open, in order; the others go to `omitted` with the reason. */
export async function* presentSources(sources: RecordSource[], omitted: RecordOmission[]): AsyncGenerator<PackSource> {
  for (const source of sources) {
    if (source.unavailable) {
      omitted.push({ name: source.name, kind: source.kind, reason: source.unavailable });
      continue;
    }
    let opened: Readable | Buffer | null;
    try {
      opened = await source.open();
    } catch (error) {
      // The reason goes to the log, not into the employee's manifest (it may name internals).
      logger().warn({ msg: "employee record: a file could not be read", file: source.name, error: errorField(error) });
      omitted.push({ name: source.name, kind: source.kind, reason: "could not be read" });
      continue;
    }
    if (!opened) {
      omitted.push({ name: source.name, kind: source.kind, reason: "missing from storage" });
      continue;
    }
    const bytes = opened;
    yield { name: source.name, open: () => bytes };
  }
}

/** The record's files, contracts then payslips then letters, in the order they go into the ZIP. */
export async function recordSources(actor: Actor, employee: RecordEmployee): Promise<RecordSource[]> {
  const [contracts, payslips, letters] = await Promise.all([
    contractSources(employee),
    payslipSources(actor, employee),
    letterSources(employee),
  ]);
  return uniqueNames([...contracts, ...payslips, ...letters]);
}

/** Two payslips may share a name (two countries' reports of one month): the later gets -2, -3, … */
function uniqueNames(sources: RecordSource[]): RecordSource[] {
  const seen = new Set<string>();
  return sources.map((source) => {
    let name = source.name;
    for (let n = 2; seen.has(name); n++) name = source.name.replace(/(\.pdf)?$/, `-${n}$1`);
    seen.add(name);
    return { ...source, name };
  });
}
