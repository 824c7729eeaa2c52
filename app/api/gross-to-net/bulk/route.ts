import { route } from "@/lib/http/route";
import { ZBulkTarget } from "@/lib/payroll/schema";
import { bulkDelete } from "@/lib/payroll/bulk-delete";

// DELETE /gross-to-net/bulk: grossToNetIds or the bill's filter fields; answers id -> DELETED or the error.
export const DELETE = route({ permission: "payReports.delete", body: ZBulkTarget }, ({ actor, body }) =>
  bulkDelete(actor, body),
);
