import { route, accepted } from "@/lib/http/route";
import { DOCUMENT_MESSAGES, ZDownloadQuery } from "@/lib/documents/schema";
import { ZExpenseParams } from "@/lib/expenses/schema";
import { downloadReceipt } from "@/lib/expenses/download-receipt";

// The receipt for who may download proof (expense access matrix); 202 while its scan is pending.
export const GET = route(
  { permission: "expenses.read", params: ZExpenseParams, query: ZDownloadQuery },
  async ({ actor, params, query }) => {
    const result = await downloadReceipt(actor, params.expenseId, query.disposition);
    if (result.state === "processing") return accepted({ message: DOCUMENT_MESSAGES.processing });
    return result.response;
  },
);
