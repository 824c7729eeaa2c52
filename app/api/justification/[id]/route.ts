import { z } from "zod";
import { noContent, route } from "@/lib/http/route";
import { deleteJustification } from "@/lib/payroll/delete-justification";

export const DELETE = route(
  { permission: "justifications.write", params: z.object({ id: z.string().min(1) }) },
  async ({ actor, params }) => {
    await deleteJustification(actor, params.id);
    return noContent();
  },
);
