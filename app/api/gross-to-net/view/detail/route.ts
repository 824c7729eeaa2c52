import { route } from "@/lib/http/route";
import { ZBillQuery } from "@/lib/payroll/schema";
import { billDetail } from "@/lib/payroll/bill-detail";

export const GET = route({ permission: "payReports.read", query: ZBillQuery }, ({ query }) => billDetail(query));
