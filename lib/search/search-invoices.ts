// The header search's invoices: those of the caller's companies whose number contains the term (accents and case
// aside), each opening its company's invoice list; and a term that starts the word 'invoices' ("inv", "invoice")
// finds the invoice list itself, since a client looking for their invoices types that word, not a number.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { ownCompanyId } from "@/lib/access/company";
import { companyInvoicesSql } from "@/lib/finance/list-company-invoices";
import { COMPANY_INVOICE_STATUS_LABELS, type CompanyInvoiceStatus } from "@/lib/finance/company-invoice-schema";
import { moneyString } from "@/lib/money";
import { searchWords } from "@/lib/queries/name-search";
import { SEARCH_LIMIT } from "@/lib/search/search-constants";
import type { SearchResult } from "@/lib/search/search-schema";

const listHref = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/invoices`;

function numberContains(word: string): Prisma.Sql {
  return Prisma.sql`lower(number) LIKE '%' || replace(replace(replace(lower(${word}::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

/** The caller's own company's invoice list (staff reach every company's: they search a number or a company). */
async function invoiceLists(own: string | null, term: string): Promise<SearchResult[]> {
  const word = term.trim().toLowerCase();
  if (own === null || word.length < 3 || !"invoices".startsWith(word)) return [];
  const company = await db.company.findUnique({ where: { id: own }, select: { id: true, name: true } });
  return company
    ? [{ id: `list-${company.id}`, label: "Invoices", detail: company.name, href: listHref(company.id) }]
    : [];
}

export async function searchInvoices(actor: Actor, term: string, now = new Date()): Promise<SearchResult[]> {
  const own = ownCompanyId(actor);
  const conditions = searchWords(term).map(numberContains);
  const rows = await db.$queryRaw<
    { companyId: string; number: string; currency: string; amount: string; status: CompanyInvoiceStatus }[]
  >(Prisma.sql`SELECT i."companyId", i.number, i.currency, i.amount::text AS amount, i.status
                 FROM (${companyInvoicesSql(own, now.toISOString().slice(0, 10))}) i
                WHERE ${conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`FALSE`}
                ORDER BY i."invoiceDate" DESC, i.number LIMIT ${SEARCH_LIMIT}`);
  const names = new Map(
    (
      await db.company.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.companyId))] } },
        select: { id: true, name: true },
      })
    ).map((c) => [c.id, c.name]),
  );
  const found = rows.map((r) => ({
    id: `${r.companyId}-${r.number}-${r.currency}`,
    label: `Invoice ${r.number}`,
    detail: [
      names.get(r.companyId),
      `${moneyString(r.amount, r.currency)} ${r.currency}`,
      COMPANY_INVOICE_STATUS_LABELS[r.status],
    ]
      .filter(Boolean)
      .join(" · "),
    href: listHref(r.companyId),
  }));
  return [...(await invoiceLists(own, term)), ...found];
}
