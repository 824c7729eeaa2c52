// DELETE /payroll/invoices/{invoiceId}: withdraw an invoice's billing items (their employees become billable
// again). An invoice with a processed payment, or already exported to the client, cannot be withdrawn.
import "server-only";
import { db } from "@/lib/db";
import { AppError, conflict } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { billingItemWhere } from "@/lib/access/billing-item";

export async function deleteInvoice(actor: Actor, invoiceId: string) {
  return db.$transaction(async (tx) => {
    const where = { AND: [billingItemWhere(actor), { invoiceId }] };
    const items = await tx.billingItem.findMany({
      where,
      select: { id: true, paymentStatus: true, clientInvoiceExportId: true, invoiceNumber: true, totalAmount: true },
    });
    if (items.length === 0) throw new AppError("NOT_FOUND", "Invoice not found");
    if (items.some((i) => i.paymentStatus === "payment_processed"))
      throw conflict("This invoice has a processed payment and cannot be deleted.");
    if (items.some((i) => i.clientInvoiceExportId !== "NOT_EXPORTED"))
      throw conflict("This invoice was already exported to the client and cannot be deleted.");
    await tx.billingItem.deleteMany({ where: { id: { in: items.map((i) => i.id) } } });
    await recordAudit(tx, {
      actor,
      action: "invoice.delete",
      entityType: "Invoice",
      entityId: invoiceId,
      before: { invoiceNumber: items[0].invoiceNumber, itemCount: items.length },
    });
  });
}
