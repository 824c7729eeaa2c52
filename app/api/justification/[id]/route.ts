import { z } from "zod";
import { noContent, route } from "@/lib/http/route";
import { deleteJustification } from "@/lib/payroll/delete-justification";
import { assertPayrollJustificationsOn } from "@/lib/payroll/justifications-flag";

export const DELETE = route(
  { permission: "justifications.write", params: z.object({ id: z.string().min(1) }) },
  async ({ actor, params }) => {
    assertPayrollJustificationsOn();
    await deleteJustification(actor, params.id);
    return noContent();
  },
);
