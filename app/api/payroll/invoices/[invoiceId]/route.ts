import { noContent, route } from "@/lib/http/route";
import { ZInvoiceParams } from "@/lib/finance/schema";
import { deleteInvoice } from "@/lib/finance/delete-invoice";

// DELETE /payroll/invoices/{invoiceId}: withdraw an unpaid, unexported invoice.
export const DELETE = route(
  { permission: "invoices.write", params: ZInvoiceParams, summary: "Withdraw an unpaid invoice" },
  async ({ actor, params }) => {
    await deleteInvoice(actor, params.invoiceId);
    return noContent();
  },
);
