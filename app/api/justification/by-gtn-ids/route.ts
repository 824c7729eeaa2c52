import { route } from "@/lib/http/route";
import { ZJustificationByIds } from "@/lib/payroll/schema";
import { justificationsByGtnIds } from "@/lib/payroll/list-justifications";
import { assertPayrollJustificationsOn } from "@/lib/payroll/justifications-flag";

export const GET = route({ permission: "justifications.read", query: ZJustificationByIds }, ({ query }) => {
  assertPayrollJustificationsOn();
  return justificationsByGtnIds(query.grossToNetIds);
});
