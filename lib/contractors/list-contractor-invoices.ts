// GET /api/contractors/{contractorId}/invoices: the contractor's invoices, keyset paged (newest raised first),
// with overdue_by computed from the due date (spec 2 section 3).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { clientScope, findContractorOrThrow } from "@/lib/access/contractor";
import type { ZInvoiceQuery } from "@/lib/contractors/schema";
import type { ContractorInvoiceRow } from "@/lib/contractors/dto";
import { overdueBy } from "@/lib/contractors/overdue-by";
import { afterNewest, NEWEST_FIRST, newestPage } from "@/lib/http/keyset";

export async function listContractorInvoices(
  actor: Actor,
  contractorId: string,
  query: z.output<typeof ZInvoiceQuery>,
) {
  await findContractorOrThrow(actor, contractorId, { id: true });
  const rows = await db.contractorInvoice.findMany({
    where: {
      AND: [
        { contractorId },
        clientScope(actor),
        query.state ? { state: query.state } : {},
        afterNewest<Prisma.ContractorInvoiceWhereInput>(query.cursor),
      ],
    },
    orderBy: NEWEST_FIRST,
    take: query.pageSize + 1,
  });
  const now = new Date();
  return newestPage(rows, query.pageSize, (r): ContractorInvoiceRow => ({
    id: r.id,
    state: r.state,
    amount: r.amount.toFixed(2),
    currency: r.currency,
    description: r.description,
    dueDate: r.dueDate.toISOString().slice(0, 10),
    raisedAt: r.raisedAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    overdueBy: overdueBy(r.state, r.dueDate, now),
  }));
}
