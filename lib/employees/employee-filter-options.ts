// Filter choices for the employee list: only the companies, LSPs and countries the actor can see.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";

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
