import { route } from "@/lib/http/route";
import { ZCompanyParams } from "@/lib/finance/schema";
import { ZCompanyInvoicesQuery } from "@/lib/finance/company-invoice-schema";
import { ZCompanyInvoicePage } from "@/lib/finance/response-schema";
import { listCompanyInvoices } from "@/lib/finance/list-company-invoices";

// GET invoice-reports/companies/{companyId}/invoices (sort, dir, pageIndex, pageSize): the company's invoices with
// number, period, amount, status and due date, and what is still outstanding per currency.
export const GET = route(
  {
    permission: "balances.read",
    params: ZCompanyParams,
    query: ZCompanyInvoicesQuery,
    response: ZCompanyInvoicePage,
    summary: "A company's invoices (sorted, paged)",
  },
  ({ actor, params, query }) => listCompanyInvoices(actor, params.companyId, query),
);
