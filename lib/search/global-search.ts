// The header's global search (GET /api/search): people, companies and pay reports whose name contains every
// word of the term, accents and case aside, and invoices by number (lib/search/search-invoices.ts), at most
// SEARCH_LIMIT of each. Each kind needs its list permission (lib/search/can-search.ts) and keeps its tenancy: a
// manager finds their company's people and invoices, an LSP user its provider's people, nobody a company, pay
// report or invoice they could not open.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { companyWhere } from "@/lib/access/company";
import { nameSearchSql, searchWords } from "@/lib/queries/name-search";
import { searchKindsOf } from "@/lib/search/can-search";
import { SEARCH_LIMIT } from "@/lib/search/search-constants";
import { searchInvoices } from "@/lib/search/search-invoices";
import type { GlobalSearchResponse, SearchResult } from "@/lib/search/search-schema";

const byLabel = (a: SearchResult, b: SearchResult) => a.label.localeCompare(b.label);

async function matchingIds(sql: Prisma.Sql): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>(sql);
  return rows.map((row) => row.id);
}

async function searchPeople(actor: Actor, term: string): Promise<SearchResult[]> {
  const tenancy = employeeWhere(actor);
  // The tenancy's equalities narrow the SQL itself, so the limit counts only reachable people.
  const ids = await matchingIds(nameSearchSql("employee", term, tenancy, SEARCH_LIMIT));
  if (!ids.length) return [];
  const people = await db.employee.findMany({
    where: { AND: [{ id: { in: ids } }, tenancy] },
    select: { id: true, firstName: true, lastName: true, countryCode: true, company: { select: { name: true } } },
  });
  return people
    .map((e) => ({
      id: e.id,
      label: `${e.firstName} ${e.lastName}`.trim(),
      detail: [e.company?.name, e.countryCode].filter(Boolean).join(" · "),
      href: `/employees/${encodeURIComponent(e.id)}`,
    }))
    .sort(byLabel);
}

async function searchCompanies(actor: Actor, term: string): Promise<SearchResult[]> {
  const tenancy = companyWhere(actor);
  const ids = await matchingIds(nameSearchSql("company", term, tenancy, SEARCH_LIMIT));
  if (!ids.length) return [];
  const companies = await db.company.findMany({
    where: { AND: [{ id: { in: ids } }, tenancy] },
    select: { id: true, name: true, countryOfRegistration: true },
  });
  return companies
    .map((c) => ({
      id: c.id,
      label: c.name,
      detail: c.countryOfRegistration ?? "",
      href: `/companies/${encodeURIComponent(c.id)}`,
    }))
    .sort(byLabel);
}

/** Same folding and LIKE escaping as lib/queries/name-search.ts, on the pay report's file name. */
function fileNameContains(word: string): Prisma.Sql {
  return Prisma.sql`lower(public.immutable_unaccent("fileName")) LIKE '%' || replace(replace(replace(lower(public.immutable_unaccent(${word}::text)), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

async function searchPayReports(term: string): Promise<SearchResult[]> {
  // Pay reports open inside their payroll instance; one outside any instance has no page to open.
  const conditions = [Prisma.sql`"workbookId" IS NOT NULL`, ...searchWords(term).map(fileNameContains)];
  const rows = await db.$queryRaw<
    { id: string; fileName: string; country: string; payrollPeriod: string; workbookId: string }[]
  >(Prisma.sql`SELECT id, "fileName", country, "payrollPeriod", "workbookId" FROM "GrossToNetFile"
               WHERE ${Prisma.join(conditions, " AND ")}
               ORDER BY "createdAt" DESC, id DESC LIMIT ${SEARCH_LIMIT}`);
  return rows.map((f) => ({
    id: f.id,
    label: f.fileName,
    detail: `${f.country} · ${f.payrollPeriod.slice(0, 4)}-${f.payrollPeriod.slice(4)}`,
    href: `/payroll/payroll-instances/${encodeURIComponent(f.workbookId)}/pay-report-preview/${encodeURIComponent(f.id)}`,
  }));
}

export async function globalSearch(actor: Actor, q: string): Promise<GlobalSearchResponse> {
  const kinds = searchKindsOf(actor);
  if (!Object.values(kinds).some(Boolean)) throw new AppError("FORBIDDEN");
  const [people, companies, payReports, invoices] = await Promise.all([
    kinds.people ? searchPeople(actor, q) : [],
    kinds.companies ? searchCompanies(actor, q) : [],
    kinds.payReports ? searchPayReports(q) : [],
    kinds.invoices ? searchInvoices(actor, q) : [],
  ]);
  return { q, people, companies, payReports, invoices };
}
