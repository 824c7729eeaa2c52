// What an audit-trail export or check is asked for: one entity, one company (it and its employees) or a period.
import { z } from "zod";
import { isoDate } from "@/lib/zod/date";

const ZDay = isoDate();

export const ZAuditTrailQuery = z
  .object({
    entityType: z.string().trim().min(1).max(64).optional(),
    entityId: z.string().trim().min(1).max(64).optional(),
    companyId: z.string().trim().min(1).max(64).optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.entityId && !q.entityType)
      ctx.addIssue({ code: "custom", path: ["entityType"], message: "Give the entity's type with its id" });
    if (!q.entityId && !q.companyId && !(q.from && q.to))
      ctx.addIssue({ code: "custom", path: ["from"], message: "Give an entity, a company, or a period (from and to)" });
    if (q.from && q.to && q.from >= q.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end of the period must come after its start" });
  });
export type AuditTrailQuery = z.infer<typeof ZAuditTrailQuery>;

export const ZAuditChainVerdict = z.object({
  chains: z.number().int(),
  events: z.number().int(),
  broken: z.array(
    z.object({ chainKey: z.string(), seq: z.number().int().nullable(), id: z.string().nullable(), reason: z.string() }),
  ),
});
