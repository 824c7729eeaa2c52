import { route } from "@/lib/http/route";
import { ZGtnListQuery } from "@/lib/payroll/schema";
import { listGrossToNet } from "@/lib/payroll/list-gross-to-net";

export const GET = route({ permission: "payReports.read", query: ZGtnListQuery }, ({ query }) => listGrossToNet(query));
