// Billing item tenancy: staff reach every company's items, a company user only their own company's; a foreign
// id (item, invoice, employee) is simply not found.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { companyIdWhere } from "@/lib/access/company";

export function billingItemWhere(actor: Actor): Prisma.BillingItemWhereInput {
  return companyIdWhere(actor);
}
