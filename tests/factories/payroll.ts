// Payroll fixtures: an LSP of its own with a legal entity, a workbook, and LSP-specific taxonomy mappings
// (they override any country-wide ones other tests may have created), plus a pay-register CSV builder.
import type { Prisma } from "../../generated/prisma/client";
import { CONCEPTS, taxonomyRows } from "../../prisma/seed/builders/payroll";
import { ensureCountry } from "./countries";
import { uniqueSuffix } from "./users";

type Db = Prisma.TransactionClient;

/** The concepts of synthetic pay registers: the shared list without Bonus and Pension EE (10 per employee). */
export const SYNTHETIC_CONCEPTS = CONCEPTS.filter(([concept]) => concept !== "Bonus" && concept !== "Pension EE");

export async function createPayrollFixture(db: Db, options: { country?: string; period?: string } = {}) {
  const country = options.country ?? "DE";
  await ensureCountry(db, country);
  const suffix = uniqueSuffix();
  const lsp = await db.localServiceProvider.create({ data: { name: `Test LSP ${suffix}` } });
  const legalEntity = await db.legalEntity.create({
    data: { name: `Test Payroll ${suffix}`, countryCode: country, lspId: lsp.id },
  });
  const workbook = await db.workbook.create({ data: { name: `Test workbook ${suffix}`, month: 1, year: 2031 } });
  await db.taxonomyMapping.createMany({ data: taxonomyRows(country, lsp.id) });
  return { country, lsp, legalEntity, workbook, period: options.period ?? "203101" };
}

/** Rows: [employeeId, firstName, lastName, concept, value]. */
export function payRegisterCsv(
  rows: (string | number)[][],
  header = "employeeId,firstName,lastName,concept,value",
): string {
  const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return [header, ...rows.map((r) => r.map(cell).join(","))].join("\n") + "\n";
}

/** n employees x the 10 synthetic concepts with simple known values. */
export function syntheticRows(employees: number, prefix = "E"): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (let i = 0; i < employees; i++) {
    const ref = `${prefix}${String(i).padStart(6, "0")}`;
    for (const [concept] of SYNTHETIC_CONCEPTS)
      rows.push([ref, `First${i}`, `Last${i}`, concept, concept === "Base Salary" ? "3,000.00" : "100.50"]);
  }
  return rows;
}
