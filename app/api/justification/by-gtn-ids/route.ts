import { route } from "@/lib/http/route";
import { ZJustificationByIds } from "@/lib/payroll/schema";
import { justificationsByGtnIds } from "@/lib/payroll/list-justifications";

export const GET = route({ permission: "justifications.read", query: ZJustificationByIds }, ({ query }) =>
  justificationsByGtnIds(query.grossToNetIds),
);
