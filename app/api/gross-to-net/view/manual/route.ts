import { route } from "@/lib/http/route";
import { ZManualViewQuery } from "@/lib/payroll/schema";
import { manualView } from "@/lib/payroll/manual-view";

export const GET = route({ permission: "payReports.read", query: ZManualViewQuery }, ({ query }) =>
  manualView(query.payrollPeriod),
);
