import { route } from "@/lib/http/route";
import { ZCompanyInvoiceParams } from "@/lib/finance/company-invoice-schema";
import { downloadCompanyInvoice } from "@/lib/finance/download-company-invoice";

// GET invoice-reports/companies/{companyId}/invoices/{invoiceNumber}/download: one invoice's lines as CSV.
export const GET = route(
  { permission: "balances.read", params: ZCompanyInvoiceParams, summary: "One invoice of a company (CSV)" },
  ({ actor, params }) => downloadCompanyInvoice(actor, params.companyId, params.invoiceNumber),
);
