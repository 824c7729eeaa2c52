// Payroll provider forms (spec 3 section 7: GET /payroll-providers?isActive, POST, GET and PUT /{id}). Browser-safe.
import { z } from "zod";

export const ZPayrollProvider = z.object({
  name: z.string({ error: "Please enter a name" }).trim().min(1, "Please enter a name").max(200),
  lspId: z.string({ error: "Please select an LSP" }).min(1, "Please select an LSP").max(64),
  countryCode: z
    .string({ error: "Please select a country" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Please select a country"),
  isActive: z.boolean().default(true),
});
export type TPayrollProvider = z.infer<typeof ZPayrollProvider>;

export type PayrollProviderDto = {
  id: string;
  name: string;
  lspId: string;
  lspName: string;
  countryCode: string;
  countryName: string;
  isActive: boolean;
  /** Pay reports exist for it: it cannot be deleted (only deactivated). */
  hasHistory: boolean;
};
