// The pay registers (GrossToNetFile.storageKey) as the CSV an LSP uploads (lib/payroll/schema.ts columns,
// read by lib/payroll/csv.ts): ingesting one gives exactly the file's seeded PayRegisterRow rows. A file the
// seed left without rows (DRAFT, ERROR) gets the rows the seed's register would have: the same people and
// amounts (payroll/pay-register.ts), read from the employees in the database.
import { stringify } from "csv-stringify/sync";
import type { Prisma } from "../../../generated/prisma/client";
import { CSV_OPTIONAL_COLUMNS, CSV_REQUIRED_COLUMNS } from "../../../lib/payroll/schema";
import { payRegister, type FilePlan } from "../payroll/pay-register";
import { FILE_PLANS, filePeople, payFileId } from "../payroll/pay-reports";
import { SEED_PREFIX, type Db, type DemoFile } from "./demo-file";

export const PAY_REGISTER_HEADER = [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS];

type Line = [employeeRef: string, firstName: string, lastName: string, concept: string, value: string];

/** The concept the ERROR file's seeded message names (row 14): the file holds it, so a re-run fails the same way. */
const UNKNOWN_CONCEPT = { rowNumber: 14, concept: "Prime exceptionnelle" };

const decimalText = (v: Prisma.Decimal) => v.toFixed(Math.max(2, v.decimalPlaces()));

export function payRegisterCsv(lines: Line[], currency: string | null): Buffer {
  return Buffer.from(stringify([PAY_REGISTER_HEADER, ...lines.map((l) => [...l, currency ?? ""])]), "utf8");
}

export async function payRegisterFiles(db: Db): Promise<DemoFile[]> {
  const files = await db.grossToNetFile.findMany({
    where: { storageKey: { startsWith: SEED_PREFIX } },
    select: {
      id: true,
      storageKey: true,
      country: true,
      lspId: true,
      payrollCycle: true,
      payrollPeriod: true,
      processingStatus: true,
      source: true,
      currency: true,
    },
    orderBy: { id: "asc" },
  });
  const rows = await db.payRegisterRow.findMany({
    where: { grossToNetId: { in: files.map((f) => f.id) } },
    select: { grossToNetId: true, employeeRef: true, firstName: true, lastName: true, concept: true, value: true },
    orderBy: [{ grossToNetId: "asc" }, { rowNumber: "asc" }],
  });
  const byFile = new Map<string, Line[]>();
  for (const r of rows) {
    const lines = byFile.get(r.grossToNetId) ?? [];
    lines.push([r.employeeRef, r.firstName ?? "", r.lastName ?? "", r.concept, decimalText(r.value)]);
    byFile.set(r.grossToNetId, lines);
  }
  const rowless = files.filter((f) => !byFile.has(f.id));
  const employees = rowless.length
    ? await db.employee.findMany({
        where: { countryCode: { in: [...new Set(rowless.map((f) => f.country))] } },
        select: {
          id: true,
          countryCode: true,
          lspId: true,
          onboardingStatus: true,
          payrollId: true,
          firstName: true,
          lastName: true,
          annualBaseSalaryAmount: true,
        },
        orderBy: [{ payrollId: "asc" }, { id: "asc" }],
      })
    : [];
  return files.map((f) => ({
    key: f.storageKey!,
    kind: "csv" as const,
    render: async () => {
      let lines = byFile.get(f.id);
      if (!lines) {
        const idx = Math.max(
          0,
          FILE_PLANS.findIndex((p) => payFileId(p) === f.id),
        );
        const plan: FilePlan = {
          period: f.payrollPeriod,
          cc: f.country,
          lsp: f.lspId ?? "",
          cycle: f.payrollCycle,
          status: f.processingStatus,
          source: f.source,
        };
        const computed: Prisma.PayRegisterRowCreateManyInput[] = [];
        const file = { plan, idx, id: f.id, month: Number(f.payrollPeriod.slice(4)), currency: f.currency ?? "" };
        payRegister({ ...file, withRows: true, withTotals: false }, filePeople(plan, employees), computed, []);
        lines = computed.map((r) => [r.employeeRef, r.firstName ?? "", r.lastName ?? "", r.concept, String(r.value)]);
        if (f.processingStatus === "ERROR" && lines.length >= UNKNOWN_CONCEPT.rowNumber)
          lines[UNKNOWN_CONCEPT.rowNumber - 1][3] = UNKNOWN_CONCEPT.concept;
      }
      return payRegisterCsv(lines, f.currency);
    },
  }));
}
