import { route } from "@/lib/http/route";
import { ZErrorsQuery } from "@/lib/payroll/schema";
import { processingErrors } from "@/lib/payroll/processing-errors";

export const GET = route({ permission: "payReports.read", query: ZErrorsQuery }, ({ query }) =>
  processingErrors(query.dataFrameIdsList),
);
