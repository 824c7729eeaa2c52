import { z } from "zod";
import { ZPage } from "@/lib/http/paging";

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

// Spec 3 section 2 (/employees): filters kept in the URL, page size 100.
export const ZEmployeeListQuery = z.object({
  ...ZPage(100, 100),
  searchBy: z.enum(["employeeName", "jobTitle"]).default("employeeName"),
  searchValue: z.string().trim().max(100).optional(),
  companyId: z.string().max(64).optional(),
  lspId: z.string().max(64).optional(),
  country: z.string().length(2).toUpperCase().optional(),
  onboardingStatus: z.enum(["IN_PROGRESS", "ACTIVE", "INACTIVE", "PENDING"]).optional(),
});
export type TEmployeeListQuery = z.infer<typeof ZEmployeeListQuery>;
