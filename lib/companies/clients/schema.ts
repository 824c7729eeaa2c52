// Contractor client calls (spec 2 section 7): GET /clients/{id}?id_type=, PUT /clients/{id}/terms.
import { z } from "zod";

export const ZClientParams = z.object({ clientId: z.string().min(1).max(64) });
export const ZClientQuery = z.object({ id_type: z.enum(["op_id", "internal_id"]).default("op_id") });
export const ZAcceptTerms = z.object({
  accepted: z.literal(true, { error: "Please agree to the Client Terms" }),
});
