// The employee list (spec 3 section 2): keyset paging on (lastName, firstName, id), no OFFSET and no count.
// One SQL statement with the joins the row needs (the list is the hottest read of the product: see
// scripts/bench-api/scenarios/employees.ts). The tenancy comes from employeeWhere() (lib/access/employee.ts)
// and is translated, never re-stated: a `where` shape the translation does not know fails loudly.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { nameSearchWhere } from "@/lib/queries/name-search";
import type { TEmployeeListQuery } from "@/lib/employees/schema";
import { decodeCursor, keysetPage } from "@/lib/queries/keyset";
import { seekSql } from "@/lib/queries/keyset-sql";

/** Equality filters on Employee columns that lists may narrow by (tenancy, owner lists). */
export type EmployeeEquality = Partial<Record<"companyId" | "lspId" | "userId" | "id" | "managerId", string>>;
const COLUMNS: Record<keyof EmployeeEquality, Prisma.Sql> = {
  companyId: Prisma.sql`e."companyId"`,
  lspId: Prisma.sql`e."lspId"`,
  userId: Prisma.sql`e."userId"`,
  id: Prisma.sql`e.id`,
  managerId: Prisma.sql`e."managerId"`,
};

/** The tenancy `where` as SQL: column equalities, the company's isInternal flag (the sensitive-data viewers'
 *  grants) and an OR of those; any other shape fails loudly. */
function equalitySql(where: object): Prisma.Sql[] {
  return Object.entries(where).map(([key, value]) => {
    if (key === "OR" && Array.isArray(value) && value.length > 0)
      return Prisma.sql`(${Prisma.join(
        value.map((branch: object) => Prisma.sql`(${Prisma.join(equalitySql(branch), " AND ")})`),
        " OR ",
      )})`;
    if (key === "company" && Object.keys(value ?? {}).join() === "isInternal" && typeof value.isInternal === "boolean")
      return Prisma.sql`c."isInternal" = ${value.isInternal}`;
    const column = COLUMNS[key as keyof EmployeeEquality];
    if (!column || typeof value !== "string") throw new Error(`employee list: unsupported filter ${key}`);
    return Prisma.sql`${column} = ${value}`;
  });
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = {
  id: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  onboardingStatus: string;
  countryCode: string;
  externalId: string | null;
  companyId: string;
  archivedAt: Date | null;
  companyName: string;
  countryName: string;
  lspId: string | null;
  lspName: string | null;
};

export async function listEmployees(actor: Actor, query: TEmployeeListQuery, extra: EmployeeEquality[] = []) {
  const tenancy = employeeWhere(actor);
  const conditions: Prisma.Sql[] = [...equalitySql(tenancy), ...extra.flatMap(equalitySql)];
  // Archived employees leave the default list; the 'Archived' filter shows only them.
  conditions.push(query.archived ? Prisma.sql`e."archivedAt" IS NOT NULL` : Prisma.sql`e."archivedAt" IS NULL`);
  if (query.companyId) conditions.push(Prisma.sql`e."companyId" = ${query.companyId}`);
  if (query.lspId) conditions.push(Prisma.sql`e."lspId" = ${query.lspId}`);
  if (query.country) conditions.push(Prisma.sql`e."countryCode" = ${query.country}`);
  // The enum's database values are its @map labels ("In progress", ...): compare through Prisma's own mapping.
  if (query.onboardingStatus)
    conditions.push(Prisma.sql`e."onboardingStatus" = ${STATUS_LABELS[query.onboardingStatus]}::"OnboardingStatus"`);
  if (query.searchValue) {
    if (query.searchBy === "jobTitle")
      conditions.push(Prisma.sql`e."jobTitle" ILIKE ${likePattern(query.searchValue)}`);
    // "First Last" matches across first, last and local name, ignoring case and accents.
    else {
      const match = await nameSearchWhere("employee", query.searchValue, {
        where: { AND: [tenancy, ...extra] },
        field: "searchValue",
      });
      conditions.push(Prisma.sql`e.id = ANY(${match.id.in}::text[])`);
    }
  }
  if (query.cursor) {
    // The schema let through only a cursor this list gave out.
    const after = decodeCursor(query.cursor, 3) ?? [];
    conditions.push(seekSql([Prisma.sql`e."lastName"`, Prisma.sql`e."firstName"`, Prisma.sql`e.id`], after, "asc"));
  }
  const rows = await queryRows<Row>(
    Prisma.sql`
    SELECT e.id, e."firstName", e."lastName", e."jobTitle", e."onboardingStatus"::text AS "onboardingStatus",
           e."countryCode", e."externalId", e."companyId", e."archivedAt",
           c.name AS "companyName", co.name AS "countryName", l.id AS "lspId", l.name AS "lspName"
      FROM "Employee" e
      JOIN "Company" c ON c.id = e."companyId"
      JOIN "Country" co ON co.code = e."countryCode"
      LEFT JOIN "LocalServiceProvider" l ON l.id = e."lspId"
     WHERE ${Prisma.join(conditions, " AND ")}
     ORDER BY e."lastName", e."firstName", e.id
     LIMIT ${query.pageSize + 1}`,
    { prepareAs: "employee-list" },
  );
  const { page, nextCursor } = keysetPage(rows, query.pageSize, (e) => [e.lastName, e.firstName, e.id]);
  return {
    items: page.map((e) => ({
      id: e.id,
      name: `${e.firstName} ${e.lastName}`,
      jobTitle: e.jobTitle,
      onboardingStatus: STATUS_VALUES[e.onboardingStatus] ?? e.onboardingStatus,
      country: e.countryCode,
      countryName: e.countryName,
      companyId: e.companyId,
      companyName: e.companyName,
      externalId: e.externalId,
      archived: e.archivedAt !== null,
      lsp: e.lspId ? { id: e.lspId, name: e.lspName ?? "" } : null,
    })),
    nextCursor,
    pageSize: query.pageSize,
  };
}

/** OnboardingStatus: Prisma value -> database label (schema.prisma @map) and back. */
const STATUS_LABELS = {
  IN_PROGRESS: "In progress",
  ACTIVE: "Active",
  INACTIVE: "Inactive",
  PENDING: "Pending",
} as const;
const STATUS_VALUES: Record<string, keyof typeof STATUS_LABELS> = Object.fromEntries(
  Object.entries(STATUS_LABELS).map(([value, label]) => [label, value as keyof typeof STATUS_LABELS]),
);
