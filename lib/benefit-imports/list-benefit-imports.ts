// GET /api/payroll/benefits/import: the benefit import summaries, newest first, 50 per page on a keyset
// (createdAt desc, id desc) with nextPageKey; optionally one payroll instance's.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { decodePageKey, encodePageKey } from "@/lib/finance/schema";
import { countCountries } from "@/lib/benefit-imports/count-countries";
import {
  BENEFIT_IMPORT_PAGE_SIZE,
  type BenefitImportError,
  type BenefitImportSummary,
} from "@/lib/benefit-imports/schema";

export async function listBenefitImports(query: { payrollInstanceId?: string; nextPageKey?: string }) {
  const key = query.nextPageKey ? decodePageKey(query.nextPageKey) : null;
  if (query.nextPageKey && !key)
    throw new AppError("BAD_REQUEST", "nextPageKey is not valid.", { fieldErrors: { nextPageKey: ["Not valid."] } });
  const rows = await db.benefitImport.findMany({
    where: {
      ...(query.payrollInstanceId ? { payrollInstanceId: query.payrollInstanceId } : {}),
      ...(key ? { OR: [{ createdAt: { lt: key.createdAt } }, { createdAt: key.createdAt, id: { lt: key.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
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
  const page = rows.slice(0, BENEFIT_IMPORT_PAGE_SIZE);
  const countries = await countCountries({ importIds: page.map((r) => r.id) });
  const items: BenefitImportSummary[] = page.map(({ lines, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
    errors: lines as BenefitImportError[],
    countries: countries.get(r.id) ?? [],
  }));
  const last = page[page.length - 1];
  return { items, nextPageKey: rows.length > page.length && last ? encodePageKey(last.createdAt, last.id) : null };
}
