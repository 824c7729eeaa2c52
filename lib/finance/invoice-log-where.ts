// The invoice-log filters of /finance (spec 2 sections 2, 7) as one Prisma `where`, tenancy first. The name
// query matches the company's or the employee's name accent-insensitively (lib/search/name-search.ts).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { invoiceLogWhere } from "@/lib/access/invoice-log";
import { nameSearchWhere } from "@/lib/search/name-search";
import type { TInvoiceLogFilters } from "@/lib/finance/schema";

const DAY = 86_400_000;

export async function invoiceLogFilterWhere(
  actor: Actor,
  filters: TInvoiceLogFilters,
): Promise<Prisma.InvoiceLogWhereInput> {
  const and: Prisma.InvoiceLogWhereInput[] = [invoiceLogWhere(actor)];
  if (filters.statuses?.length) and.push({ status: { in: filters.statuses } });
  if (filters.invoiceTypes?.length) and.push({ invoiceType: { in: filters.invoiceTypes } });
  if (filters.employeeCountry) and.push({ employeeCountry: filters.employeeCountry });
  if (filters.currency) and.push({ simpleInvoice: { currency: filters.currency } });
  if (filters.fromDate) and.push({ createdAt: { gte: new Date(`${filters.fromDate}T00:00:00Z`) } });
  // toDate is inclusive: the whole day.
  if (filters.toDate) and.push({ createdAt: { lt: new Date(Date.parse(`${filters.toDate}T00:00:00Z`) + DAY) } });
  const term = filters.clientOrEmployeeNameQuery;
  if (term) {
    const field = "clientOrEmployeeNameQuery";
    const [companies, employees] = await Promise.all([
      nameSearchWhere("company", term, { field }),
      nameSearchWhere("employee", term, { field }),
    ]);
    and.push({ OR: [{ companyId: companies.id }, { employeeId: employees.id }] });
  }
  return { AND: and };
}
