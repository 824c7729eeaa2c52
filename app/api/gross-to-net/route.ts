import { route } from "@/lib/http/route";
import { ZGtnListQuery } from "@/lib/payroll/schema";
import { listGrossToNet } from "@/lib/payroll/service";

export const GET = route({ permission: "payReports.read", query: ZGtnListQuery }, ({ query }) => listGrossToNet(query));
