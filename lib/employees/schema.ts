import { z } from "zod";
import { decodeCursor } from "@/lib/queries/keyset";

export const ONBOARDING_STATUSES = [
  { value: "IN_PROGRESS", label: "In progress" },
  { value: "ACTIVE", label: "Active" },
  { value: "INACTIVE", label: "Inactive" },
  { value: "PENDING", label: "Pending" },
] as const;

export const EMPLOYEE_SEARCH_FIELDS = [
  { value: "employeeName", label: "Employee name" },
  { value: "jobTitle", label: "Job title" },
] as const;

/** The list's cursor: the last row's (lastName, firstName, id), as lib/queries/keyset encodes it. */
const ZCursor = z
  .string()
  .max(800)
  .refine((v) => decodeCursor(v, 3) !== null, "Invalid cursor");

// Spec 3 section 2 (/employees): filters kept in the URL, keyset pages of 100.
export const ZEmployeeListQuery = z.object({
  cursor: ZCursor.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
  searchBy: z.enum(["employeeName", "jobTitle"]).default("employeeName"),
  searchValue: z.string().trim().max(100).optional(),
  companyId: z.string().max(64).optional(),
  lspId: z.string().max(64).optional(),
  country: z.string().length(2).toUpperCase().optional(),
  onboardingStatus: z.enum(["IN_PROGRESS", "ACTIVE", "INACTIVE", "PENDING"]).optional(),
  archived: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export type TEmployeeListQuery = z.infer<typeof ZEmployeeListQuery>;
