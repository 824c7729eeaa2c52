import { z } from "zod";

/** POST /api/typeform/completion: the spec's infoToUpdate with typeformResponseId and typeformId (spec 3 s. 7). */
export const ZTypeformCompletion = z.object({
  infoToUpdate: z.object(
    {
      typeformResponseId: z
        .string({ error: "typeformResponseId is required" })
        .trim()
        .min(1, "typeformResponseId is required")
        .max(128, "typeformResponseId is too long")
        .regex(/^[\w-]+$/, "typeformResponseId must be letters, digits, '-' or '_'"),
      typeformId: z
        .string({ error: "typeformId is required" })
        .trim()
        .min(1, "typeformId is required")
        .max(64, "typeformId is too long"),
    },
    { error: "infoToUpdate is required" },
  ),
});
export type TTypeformCompletion = z.infer<typeof ZTypeformCompletion>;
