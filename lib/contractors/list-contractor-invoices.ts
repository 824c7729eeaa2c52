// GET /api/contractors/{contractorId}/invoices: the contractor's invoices, keyset paged (newest raised first),
// with overdue_by computed from the due date (spec 2 section 3).
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { clientScope, findContractorOrThrow } from "@/lib/access/contractor";
import type { ZInvoiceQuery } from "@/lib/contractors/schema";
import type { ContractorInvoiceRow } from "@/lib/contractors/dto";
import { afterCursor, KEYSET_ORDER, keysetPage } from "@/lib/offboarding/keyset";

const DAY = 86_400_000;
const UNPAID = new Set(["OPEN", "PENDING", "IN_PROGRESS"]);

export function overdueBy(state: string, dueDate: Date, now: Date = new Date()): number {
  if (!UNPAID.has(state)) return 0;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.floor((today - dueDate.getTime()) / DAY));
}

export async function listContractorInvoices(
  actor: Actor,
  contractorId: string,
  query: z.output<typeof ZInvoiceQuery>,
) {
  await findContractorOrThrow(actor, contractorId, { id: true });
  const rows = await db.contractorInvoice.findMany({
    where: {
      AND: [{ contractorId }, clientScope(actor), query.state ? { state: query.state } : {}, afterCursor(query.cursor)],
    },
    orderBy: KEYSET_ORDER,
    take: query.pageSize + 1,
  });
  const now = new Date();
  return keysetPage(rows, query.pageSize, (r): ContractorInvoiceRow => ({
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
