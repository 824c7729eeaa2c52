// GET /api/contractors/{contractorId}/invoices: the contractor's invoices, newest first, in the
// contractors host's numbered page (spec 2 section 3: items, total, page, size, pages; page from 1), with
// overdue_by computed from the due date. A contractor has tens of invoices, so OFFSET and a count are cheap.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { clientScope, findContractorOrThrow } from "@/lib/access/contractor";
import type { ZInvoiceQuery } from "@/lib/contractors/schema";
import type { ContractorInvoiceRow } from "@/lib/contractors/dto";
import { overdueBy } from "@/lib/contractors/overdue-by";
import { NEWEST_FIRST } from "@/lib/queries/keyset";

export async function listContractorInvoices(
  actor: Actor,
  contractorId: string,
  query: Partial<z.output<typeof ZInvoiceQuery>>,
) {
  const { page = 1, size = 20, state } = query;
  await findContractorOrThrow(actor, contractorId, { id: true });
  const where: Prisma.ContractorInvoiceWhereInput = {
    AND: [{ contractorId }, clientScope(actor), state ? { state } : {}],
  };
  const [rows, total] = await Promise.all([
    db.contractorInvoice.findMany({ where, orderBy: NEWEST_FIRST, skip: (page - 1) * size, take: size }),
    db.contractorInvoice.count({ where }),
  ]);
  const now = new Date();
  return {
    items: rows.map((r): ContractorInvoiceRow => ({
      id: r.id,
      state: r.state,
      amount: r.amount.toFixed(2),
      currency: r.currency,
      description: r.description,
      dueDate: r.dueDate.toISOString().slice(0, 10),
      raisedAt: r.raisedAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      overdueBy: overdueBy(r.state, r.dueDate, now),
    })),
    total,
    page,
    size,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}
