import { created, route } from "@/lib/http/route";
import { ZCreateInvoice } from "@/lib/finance/schema";
import { createInvoice } from "@/lib/finance/create-invoice";

// POST /payroll/benefits-invoice: bill a period's benefit contributions on their own invoice.
export const POST = route(
  { permission: "invoices.write", body: ZCreateInvoice, summary: "Invoice a period's benefit contributions" },
  async ({ actor, body }) => created(await createInvoice(actor, body, "benefits")),
);
