import { created, route } from "@/lib/http/route";
import { ZCreateInvoice } from "@/lib/finance/schema";
import { createInvoice } from "@/lib/finance/create-invoice";

// POST /payroll/invoices: bill a company's published pay reports of a period (see docs/finance.md).
export const POST = route(
  { permission: "invoices.write", body: ZCreateInvoice, summary: "Invoice a period's published pay reports" },
  async ({ actor, body }) => created(await createInvoice(actor, body, "payroll")),
);
