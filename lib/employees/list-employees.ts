// The employee list (spec 3 section 2): keyset paging on (lastName, firstName, id), no OFFSET and no count.
// The cursor is the last row's sort key; `lastName >= cursor.lastName` is redundant with the OR below but lets
// PostgreSQL start the (lastName, firstName) index scan at the cursor instead of filtering from the top.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { nameSearchWhere } from "@/lib/search/name-search";
import type { Prisma } from "@/generated/prisma/client";
import { decodeEmployeeCursor, encodeEmployeeCursor, type TEmployeeListQuery } from "@/lib/employees/schema";

const LIST_FIELDS = {
  id: true,
  firstName: true,
  lastName: true,
  jobTitle: true,
  onboardingStatus: true,
  countryCode: true,
  externalId: true,
  companyId: true,
  archivedAt: true,
  company: { select: { name: true } },
  country: { select: { name: true } },
  lsp: { select: { id: true, name: true } },
} satisfies Prisma.EmployeeSelect;

/** The list filters (URL query) as a Prisma `where`, always inside the actor's tenancy. */
export async function employeeListWhere(
  actor: Actor,
  query: Omit<TEmployeeListQuery, "cursor" | "pageSize">,
  extra: Prisma.EmployeeWhereInput[] = [],
): Promise<Prisma.EmployeeWhereInput> {
  const filters: Prisma.EmployeeWhereInput[] = [employeeWhere(actor), ...extra];
  // Archived employees leave the default list; the 'Archived' filter shows only them.
  filters.push({ archivedAt: query.archived ? { not: null } : null });
  if (query.companyId) filters.push({ companyId: query.companyId });
  if (query.lspId) filters.push({ lspId: query.lspId });
  if (query.country) filters.push({ countryCode: query.country });
  if (query.onboardingStatus) filters.push({ onboardingStatus: query.onboardingStatus });
  if (query.searchValue) {
    if (query.searchBy === "jobTitle") filters.push({ jobTitle: { contains: query.searchValue, mode: "insensitive" } });
    // "First Last" matches across first, last and local name, ignoring case and accents.
    else
      filters.push(
        await nameSearchWhere("employee", query.searchValue, { where: { AND: filters }, field: "searchValue" }),
      );
  }
  return { AND: filters };
}

export async function listEmployees(actor: Actor, query: TEmployeeListQuery, extra: Prisma.EmployeeWhereInput[] = []) {
  const where = await employeeListWhere(actor, query, extra);
  const after = query.cursor ? decodeEmployeeCursor(query.cursor) : null;
  const keyset: Prisma.EmployeeWhereInput[] = after
    ? [
        { lastName: { gte: after.lastName } },
        {
          OR: [
            { lastName: { gt: after.lastName } },
            { lastName: after.lastName, firstName: { gt: after.firstName } },
            { lastName: after.lastName, firstName: after.firstName, id: { gt: after.id } },
          ],
        },
      ]
    : [];
  const rows = await db.employee.findMany({
    where: { AND: [where, ...keyset] },
    select: LIST_FIELDS,
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    take: query.pageSize + 1,
  });
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map((e) => ({
      id: e.id,
      name: `${e.firstName} ${e.lastName}`,
      jobTitle: e.jobTitle,
      onboardingStatus: e.onboardingStatus,
      country: e.countryCode,
      countryName: e.country.name,
      companyId: e.companyId,
      companyName: e.company.name,
      externalId: e.externalId,
      archived: e.archivedAt !== null,
      lsp: e.lsp,
    })),
    nextCursor: rows.length > query.pageSize && last ? encodeEmployeeCursor(last) : null,
    pageSize: query.pageSize,
  };
}

export type EmployeeListPage = Awaited<ReturnType<typeof listEmployees>>;
export type EmployeeListItem = EmployeeListPage["items"][number];
