import { route } from "@/lib/http/route";
import { ZExportBody } from "@/lib/expenses/schema";
import { exportExpenses } from "@/lib/expenses/export-expenses";

// exportFormat=csv: streamed CSV; includeAttachments: 202 and a ZIP of receipts built in the background.
export const POST = route({ permission: "expenses.export", body: ZExportBody }, ({ actor, body }) =>
  exportExpenses(actor, body),
);
