import { route } from "@/lib/http/route";
import { ZContractorParams, ZInvoiceQuery } from "@/lib/contractors/schema";
import { listContractorInvoices } from "@/lib/contractors/list-contractor-invoices";
import { ZContractorInvoicePage } from "@/lib/contractors/response-schema";

export const GET = route(
  { permission: "contractors.read", params: ZContractorParams, query: ZInvoiceQuery, response: ZContractorInvoicePage },
  ({ actor, params, query }) => listContractorInvoices(actor, params.contractorId, query),
);
