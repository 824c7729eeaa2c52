// The summary's countries: per payroll instance and employee country, the distinct employees of accepted rows.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { BenefitImportCountry } from "@/lib/benefits/imports/schema";

type Row = { importId: string; payrollInstanceId: string; country: string; totalEmployees: number };

/** Grouped per import (importIds) or over one client's rows across imports (clientId). */
export async function countCountries(
  scope: { importIds: string[] } | { clientId: string },
): Promise<Map<string, BenefitImportCountry[]>> {
  const filter =
    "importIds" in scope
      ? Prisma.sql`l."importId" = ANY(${scope.importIds})`
      : Prisma.sql`l."clientId" = ${scope.clientId}`;
  const key = "importIds" in scope ? Prisma.sql`l."importId"` : Prisma.sql`''`;
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    SELECT ${key} AS "importId", i."payrollInstanceId", l."countryCode" AS country,
           COUNT(DISTINCT l."employeeId")::int AS "totalEmployees"
    FROM "BenefitImportLine" l JOIN "BenefitImport" i ON i.id = l."importId"
    WHERE ${filter} AND l.message IS NULL
    GROUP BY 1, 2, 3 ORDER BY 2, 3`);
  const out = new Map<string, BenefitImportCountry[]>();
  for (const r of rows) {
    const list = out.get(r.importId) ?? [];
    list.push({ payrollInstanceId: r.payrollInstanceId, country: r.country, totalEmployees: r.totalEmployees });
    out.set(r.importId, list);
  }
  return out;
}
