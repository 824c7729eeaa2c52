import { created, noContent, route } from "@/lib/http/route";
import { ZJustification, ZJustificationQuery } from "@/lib/payroll/schema";
import { listJustifications } from "@/lib/payroll/list-justifications";
import { saveJustification } from "@/lib/payroll/save-justification";
import { assertPayrollJustificationsOn } from "@/lib/payroll/justifications-flag";

export const GET = route({ permission: "justifications.read", query: ZJustificationQuery }, ({ query }) => {
  assertPayrollJustificationsOn();
  return listJustifications(query.grossToNetId, query.employeeId);
});
// An empty (trimmed) note deletes the existing justification (spec 2 section 5): 204.
export const POST = route({ permission: "justifications.write", body: ZJustification }, async ({ actor, body }) => {
  assertPayrollJustificationsOn();
  const saved = await saveJustification(actor, body);
  return "deleted" in saved ? noContent() : created(saved);
});
