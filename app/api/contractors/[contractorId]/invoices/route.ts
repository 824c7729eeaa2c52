import { route } from "@/lib/http/route";
import { ZContractorParams, ZInvoiceQuery } from "@/lib/contractors/schema";
import { listContractorInvoices } from "@/lib/contractors/list-contractor-invoices";

export const GET = route(
  { permission: "contractors.read", params: ZContractorParams, query: ZInvoiceQuery },
  ({ actor, params, query }) => listContractorInvoices(actor, params.contractorId, query),
);
