// The clients the admin /benefits page offers: companies with current employees, in the actor's tenancy.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { companyWhere } from "@/lib/access/company";

export async function listBenefitClients(actor: Actor) {
  return db.company.findMany({
    where: { AND: [companyWhere(actor), { employees: { some: { archivedAt: null } } }] },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}
