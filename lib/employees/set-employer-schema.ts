// The Next step card's employer dialog: the employee edit schema (PATCH /api/employees/{id}, the route's own
// ZEmployeeEdit) with both the employer (LSP) and the legal entity required, as this step needs them together.
import { ZEmployeeEdit } from "@/lib/employees/edit-schema";
import type { z } from "zod";

export const ZSetEmployer = ZEmployeeEdit.superRefine((value, ctx) => {
  if (!value.lspId) ctx.addIssue({ code: "custom", path: ["lspId"], message: "Please choose an employer" });
  if (!value.legalEntityId)
    ctx.addIssue({ code: "custom", path: ["legalEntityId"], message: "Please choose a legal entity" });
});
export type TSetEmployerInput = z.input<typeof ZSetEmployer>;
export type TSetEmployer = z.output<typeof ZSetEmployer>;
