// GET /api/payroll/benefits/import: the benefit import summaries, newest first, 50 per page on a keyset
// (createdAt desc, id desc) with nextPageKey; optionally one payroll instance's.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { afterPosition, keysetPage, NEWEST_FIRST, pageKeyAfter } from "@/lib/queries/keyset";
import { countCountries } from "@/lib/benefits/imports/count-countries";
import {
  BENEFIT_IMPORT_PAGE_SIZE,
  type BenefitImportError,
  type BenefitImportSummary,
} from "@/lib/benefits/imports/schema";

export async function listBenefitImports(query: { payrollInstanceId?: string; nextPageKey?: string }) {
  const after = pageKeyAfter(query.nextPageKey);
  const rows = await db.benefitImport.findMany({
    where: {
      ...(query.payrollInstanceId ? { payrollInstanceId: query.payrollInstanceId } : {}),
      ...afterPosition<Prisma.BenefitImportWhereInput>(after),
    },
    orderBy: NEWEST_FIRST,
    take: BENEFIT_IMPORT_PAGE_SIZE + 1,
    select: {
      id: true,
      fileName: true,
      payrollInstanceId: true,
      createdAt: true,
      totalRecords: true,
      lines: {
        where: { message: { not: null } },
        orderBy: { row: "asc" },
        take: 100,
        select: { row: true, clientId: true, employeeId: true, message: true },
      },
    },
  });
  const { page, nextCursor } = keysetPage(rows, BENEFIT_IMPORT_PAGE_SIZE, (r) => [r.createdAt, r.id]);
  const countries = await countCountries({ importIds: page.map((r) => r.id) });
  const items: BenefitImportSummary[] = page.map(({ lines, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
    errors: lines as BenefitImportError[],
    countries: countries.get(r.id) ?? [],
  }));
  return { items, nextPageKey: nextCursor };
}
