// Remove a bonus while its payroll month's cutoff has not passed.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteBonus } from "@/lib/employees/delete-bonus";
import { ZBonusParams } from "@/lib/employees/compensation-schema";

export const DELETE = route(
  {
    permission: "compensation.record",
    params: ZBonusParams,
    response: z.object({ id: z.string(), deleted: z.boolean() }),
    summary: "Remove a bonus before its payroll month's cutoff",
  },
  ({ actor, params }) => deleteBonus(actor, params.employeeId, params.bonusId),
);
