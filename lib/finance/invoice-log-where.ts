// The invoice-log filters of /finance (spec 2 sections 2, 7) as SQL conditions on "InvoiceLog" l (and its
// simple invoice s), tenancy first. The name query matches the company's or the employee's name
// accent-insensitively (lib/queries/name-search.ts), as a subquery of the same statement.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { invoiceLogWhere } from "@/lib/access/invoice-log";
import { nameSearchSql } from "@/lib/queries/name-search";
import type { TInvoiceLogFilters } from "@/lib/finance/schema";
import { assertInvoiceTypesOffered } from "@/lib/finance/invoice-types";

const DAY = 86_400_000;

/** A UTC instant as the `timestamp` (no zone) literal Prisma's DateTime columns hold. */
export const utcTimestamp = (at: Date | number) => new Date(at).toISOString().slice(0, 23);

/** The tenancy of lib/access/invoice-log.ts, translated: a `where` shape it does not know fails loudly. */
export function invoiceLogTenancySql(actor: Actor): Prisma.Sql[] {
  return Object.entries(invoiceLogWhere(actor)).map(([key, value]) => {
    if (key !== "companyId" || typeof value !== "string") throw new Error(`invoice logs: unsupported tenancy ${key}`);
    return Prisma.sql`l."companyId" = ${value}`;
  });
}

export function invoiceLogFilterSql(actor: Actor, filters: TInvoiceLogFilters): Prisma.Sql[] {
  assertInvoiceTypesOffered(filters.invoiceTypes);
  const and = invoiceLogTenancySql(actor);
  if (filters.statuses?.length) and.push(Prisma.sql`l.status = ANY(${filters.statuses}::"InvoiceLogStatus"[])`);
  if (filters.invoiceTypes?.length)
    and.push(Prisma.sql`l."invoiceType" = ANY(${filters.invoiceTypes}::"InvoiceLogType"[])`);
  if (filters.employeeCountry) and.push(Prisma.sql`l."employeeCountry" = ${filters.employeeCountry}`);
  if (filters.currency) and.push(Prisma.sql`s.currency = ${filters.currency}`);
  if (filters.fromDate)
    and.push(Prisma.sql`l."createdAt" >= ${utcTimestamp(Date.parse(`${filters.fromDate}T00:00:00Z`))}::timestamp`);
  // toDate is inclusive: the whole day.
  if (filters.toDate)
    and.push(Prisma.sql`l."createdAt" < ${utcTimestamp(Date.parse(`${filters.toDate}T00:00:00Z`) + DAY)}::timestamp`);
  const term = filters.clientOrEmployeeNameQuery;
  if (term)
    and.push(Prisma.sql`(l."companyId" IN (${nameSearchSql("company", term, {}, null)})
                         OR l."employeeId" IN (${nameSearchSql("employee", term, {}, null)}))`);
  return and;
}
