// Employee records as each role may see them. The row rule is employeeWhere() in lib/access/employee.ts.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere, findEmployeeOrThrow } from "@/lib/access/employee";
import { nameSearchWhere } from "@/lib/search/name-search";
import type { Prisma } from "@/generated/prisma/client";
import type { TEmployeeListQuery } from "@/lib/employees/schema";

const LIST_FIELDS = {
  id: true,
  firstName: true,
  lastName: true,
  jobTitle: true,
  onboardingStatus: true,
  countryCode: true,
  externalId: true,
  companyId: true,
  company: { select: { name: true } },
  country: { select: { name: true } },
  lsp: { select: { id: true, name: true } },
} satisfies Prisma.EmployeeSelect;

export async function listEmployees(actor: Actor, query: TEmployeeListQuery) {
  const filters: Prisma.EmployeeWhereInput[] = [employeeWhere(actor)];
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
  const where: Prisma.EmployeeWhereInput = { AND: filters };
  const [rows, totalCount] = await Promise.all([
    db.employee.findMany({
      where,
      select: LIST_FIELDS,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
    }),
    db.employee.count({ where }),
  ]);
  return {
    items: rows.map((e) => ({
      id: e.id,
      name: `${e.firstName} ${e.lastName}`,
      jobTitle: e.jobTitle,
      onboardingStatus: e.onboardingStatus,
      country: e.countryCode,
      countryName: e.country.name,
      companyId: e.companyId,
      companyName: e.company.name,
      externalId: e.externalId,
      lsp: e.lsp,
    })),
    totalCount,
    pageSize: query.pageSize,
    pageIndex: query.pageIndex,
  };
}

export type EmployeeListItem = Awaited<ReturnType<typeof listEmployees>>["items"][number];

/** One employee the actor may see, or 404. */
export async function getEmployeeOrThrow(actor: Actor, employeeId: string) {
  return findEmployeeOrThrow(actor, employeeId, {
    include: {
      company: { select: { id: true, name: true } },
      country: { select: { name: true } },
      lsp: { select: { id: true, name: true } },
      manager: { select: { id: true, user: { select: { firstName: true, lastName: true } } } },
      privateAddress: true,
    },
  });
}

/** Filter choices for the list: only companies and LSPs the actor can see. */
export async function employeeFilterOptions(actor: Actor) {
  const scope = employeeWhere(actor);
  const [companies, lsps, countries] = await Promise.all([
    db.company.findMany({
      where: { employees: { some: scope } },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
    db.localServiceProvider.findMany({
      where: { employees: { some: scope } },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
    db.country.findMany({
      where: { employees: { some: scope } },
      select: { code: true, name: true },
      orderBy: { name: "asc" },
    }),
  ]);
  return { companies, lsps, countries };
}
