// GET /invoices/customers: the accounting-system customers of companies and LSPs.
import "server-only";
import { db } from "@/lib/db";

export async function listCustomers(entityType?: string) {
  const items = await db.customer.findMany({
    where: entityType ? { entityType } : {},
    select: { id: true, entityId: true, entityType: true, netSuiteId: true, netSuiteType: true, companyId: true },
    orderBy: [{ entityType: "asc" }, { entityId: "asc" }],
    take: 1000,
  });
  return { items };
}
