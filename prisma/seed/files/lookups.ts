// The names the demo files print (people, companies, countries, providers), read once as flat tables: inside the
// seed's transaction a nested select would make Prisma run its relation queries side by side on the one
// connection (pg warns about that), so the makers join in memory instead.
import type { Db } from "./demo-file";

export type Lookups = Awaited<ReturnType<typeof loadLookups>>;

export async function loadLookups(db: Db) {
  const employees = await db.employee.findMany({
    select: { id: true, firstName: true, lastName: true, workEmail: true, companyId: true, countryCode: true },
  });
  const users = await db.user.findMany({ select: { id: true, firstName: true, lastName: true } });
  const companies = await db.company.findMany({ select: { id: true, name: true, countryOfRegistration: true } });
  const countries = await db.country.findMany({ select: { code: true, name: true } });
  const lsps = await db.localServiceProvider.findMany({ select: { id: true, name: true } });
  return {
    employees: new Map(employees.map((e) => [e.id, e])),
    users: new Map(users.map((u) => [u.id, u])),
    companies: new Map(companies.map((c) => [c.id, c])),
    countryName: (code: string) => countries.find((c) => c.code === code)?.name ?? code,
    lspName: new Map(lsps.map((l) => [l.id, l.name])),
  };
}
