// Invoice log tenancy: finance admins reach every company's logs; anyone else only their own company's
// (today no other role holds "invoiceLogs.read", so this is the guard if that ever changes).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { companyIdWhere } from "@/lib/access/company";

export function invoiceLogWhere(actor: Actor): Prisma.InvoiceLogWhereInput {
  return companyIdWhere(actor);
}
