// Legal entity and payroll provider queries and forms (spec 2 entities; spec 3 section 7). Browser-safe.
import { z } from "zod";

const ZBool = z.enum(["true", "false"]).transform((v) => v === "true");

export const ZProviderListQuery = z.object({
  isActive: ZBool.optional(),
  lspId: z.string().max(64).optional(),
  countryCode: z.string().length(2).toUpperCase().optional(),
});
export type TProviderListQuery = z.infer<typeof ZProviderListQuery>;

export const ZIdParams = z.object({ id: z.string().min(1).max(64) });

export type LegalEntityDto = {
  id: string;
  name: string;
  countryCode: string;
  countryName: string;
  lspId: string;
  lspName: string;
  isActive: boolean;
};

/** POST /api/legal-entities and PUT /api/legal-entities/{id}: the same fields as a payroll provider. */
export { ZPayrollProvider as ZLegalEntity, type TPayrollProvider as TLegalEntity } from "@/lib/lsps/providers/schema";
