import { route } from "@/lib/http/route";
import { ZBillQuery } from "@/lib/payroll/schema";
import { billDetail } from "@/lib/payroll/bill-detail";
import { ZBillDetail } from "@/lib/payroll/response-schema";

export const GET = route({ permission: "payReports.read", query: ZBillQuery, response: ZBillDetail }, ({ query }) =>
  billDetail(query),
);
