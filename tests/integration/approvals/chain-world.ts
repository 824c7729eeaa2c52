// A company for the approval-chain suites: its admin (super-manager), the employee's direct manager (Dirk), other
// managers named by the suite, and an employee in Germany with a sign-in; a token for each.
import { getDb } from "@/lib/db";
import { tokenFor } from "../support/http";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

type Manager = Awaited<ReturnType<typeof createManager>>;

export async function chainWorld<K extends string>(others: Record<K, string>) {
  const db = getDb();
  const company = await createCompany(db);
  const admin = await createManager(db, {
    companyId: company.id,
    scopes: ["employees:*", "super-manager"],
    firstName: "Ada",
  });
  const direct = await createManager(db, { companyId: company.id, firstName: "Dirk" });
  const managers = {} as Record<K, Manager>;
  for (const [key, firstName] of Object.entries(others) as [K, string][])
    managers[key] = await createManager(db, { companyId: company.id, firstName });
  const { employee, user } = await createEmployee(db, {
    companyId: company.id,
    withUser: true,
    countryCode: "DE",
    managerId: direct.manager.id,
  });
  const tokens = {
    admin: await tokenFor(admin.user.id),
    direct: await tokenFor(direct.user.id),
    employee: await tokenFor(user!.id),
  } as Record<"admin" | "direct" | "employee" | K, string>;
  for (const key of Object.keys(managers) as K[]) tokens[key] = await tokenFor(managers[key].user.id);
  return { company, admin, direct, ...managers, employee, tokens };
}
