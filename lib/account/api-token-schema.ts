import { z } from "zod";

export const ZCreateApiToken = z.object({
  name: z.string().trim().min(1, "Please enter a name").max(80, "Please enter a shorter name"),
  /** Days until it expires; empty means it never expires. */
  expiresInDays: z.number().int().min(1).max(365).optional(),
});
export type TCreateApiToken = z.infer<typeof ZCreateApiToken>;

export const ZTokenIdParams = z.object({ tokenId: z.string().min(1).max(64) });
