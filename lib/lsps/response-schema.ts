// What the LSP list answers (lib/lsps/list-lsps.ts, lsp-dto.ts), for the OpenAPI document, the route's return
// type and the screens (LspListItem in lib/lsps/schema.ts).
import { z } from "zod";
import { ZNextKey } from "@/lib/zod/response";

export const ZLspListItem = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string().describe("EMPLOYER_OF_RECORD, PAYROLL_PROVIDER or NOT_APPLICABLE"),
  countries: z.array(z.string()).describe("country names, sorted"),
  countriesLabel: z.string().describe('the first three countries, then "+N"'),
  noOfEmployees: z.number().int().describe("employees not archived"),
  isActive: z.boolean(),
  inactive: z.boolean(),
});

export const ZLspPage = z.object({ items: z.array(ZLspListItem), nextPageKey: ZNextKey });
