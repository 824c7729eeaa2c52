import { z } from "zod";
import { ZStartDateFormat } from "@/lib/employees/edit-schema";

/** POST /api/employees: a record created directly (an admin or a manager of the company), onboarding pending.
 * The bulk import's rows (lib/bulk-uploads/row-schema.ts) take their field rules from here. */
export const ZCreateEmployee = z.object({
  companyId: z.string().trim().min(1, "Please choose a company").max(64),
  firstName: z.string().trim().min(1, "Please enter first name").max(100),
  lastName: z.string().trim().min(1, "Please enter last name").max(100),
  personalEmail: z.email("Please enter a valid email address").max(254),
  countryCode: z
    .string()
    .trim()
    .length(2, "Please choose a country")
    .transform((v) => v.toUpperCase()),
  jobTitle: z.string().trim().min(1, "Please enter a job title").max(200),
  startDate: ZStartDateFormat.optional(),
  employeeType: z.enum(["EOR", "PEO", "VIRTUAL_EMPLOYER"]).default("EOR"),
});
export type TCreateEmployee = z.infer<typeof ZCreateEmployee>;
