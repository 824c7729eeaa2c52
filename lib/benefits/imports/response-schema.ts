// What the benefit import routes answer (lib/benefits/imports/list-benefit-imports.ts, import-benefits.ts), for the
// OpenAPI document, the routes' return type and the tab (the types in lib/benefits/imports/schema.ts).
import { z } from "zod";
import { ZDateTime, ZNextKey } from "@/lib/zod/response";

/** A rejected row of the file (spec 2 section 9 row messages). */
export const ZBenefitImportError = z.object({
  row: z.number().int(),
  clientId: z.string(),
  employeeId: z.string(),
  message: z.string(),
});

/** Per payroll instance and employee country: the distinct employees of the accepted rows. */
export const ZBenefitImportCountry = z.object({
  payrollInstanceId: z.string(),
  country: z.string(),
  totalEmployees: z.number().int(),
});

/** The spec's benefit import summary (errors, totalRecords, countries) with the import's own fields. */
export const ZBenefitImportSummary = z.object({
  id: z.string(),
  fileName: z.string(),
  payrollInstanceId: z.string(),
  createdAt: ZDateTime,
  totalRecords: z.number().int(),
  errors: z.array(ZBenefitImportError),
  countries: z.array(ZBenefitImportCountry),
});

export const ZBenefitImportPage = z.object({
  items: z.array(ZBenefitImportSummary).describe("newest first, 50 a page; errors: the first 100 rejected rows"),
  nextPageKey: ZNextKey,
});
