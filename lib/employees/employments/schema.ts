import { z } from "zod";
import { isoDate } from "@/lib/zod/date";

// A real calendar day, not only the pattern: 2026-02-31 is a 400 naming the field, never a 500 at the database.
const date = (message: string) => isoDate(message);

export const ZEmploymentListQuery = z.object({
  employeeId: z.string().max(64).optional(),
  status: z.enum(["EMPLOYMENT_STATUS_CREATED", "EMPLOYMENT_STATUS_ACTIVE", "EMPLOYMENT_STATUS_TERMINATED"]).optional(),
  /** Keyset: the last id of the previous page. */
  cursor: z.string().max(64).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type TEmploymentListQuery = z.infer<typeof ZEmploymentListQuery>;

export const ZCreateEmployment = z.object({
  employeeId: z.string().trim().min(1, "Please choose an employee").max(64),
  type: z.enum(["EOR", "PEO", "VIRTUAL_EMPLOYER"]).default("EOR"),
  startDate: date("Please enter a start date"),
  lspId: z.string().max(64).nullable().optional(),
  legalEntityId: z.string().max(64).nullable().optional(),
});
export type TCreateEmployment = z.infer<typeof ZCreateEmployment>;

/** The employment record that terminations also update (status and its dates). */
export const ZUpdateEmployment = z
  .object({
    status: z.enum(["EMPLOYMENT_STATUS_CREATED", "EMPLOYMENT_STATUS_ACTIVE", "EMPLOYMENT_STATUS_TERMINATED"]),
    startDate: date("Please enter a start date"),
    terminationDate: date("Please enter a date in the correct format").nullable(),
    firstPayrollDate: date("Please enter a date in the correct format").nullable(),
    lastPayrollDate: date("Please enter a date in the correct format").nullable(),
    lspId: z.string().max(64).nullable(),
    legalEntityId: z.string().max(64).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update");
export type TUpdateEmployment = z.infer<typeof ZUpdateEmployment>;

/** The employee Employments page's table: sorted and paged on the server, the URL carries both. */
export const EMPLOYMENT_SORTS = ["startDate", "status"] as const;
export type EmploymentSort = (typeof EMPLOYMENT_SORTS)[number];
export const EMPLOYMENT_PAGE_SIZES = [10, 20, 50] as const;
export const ZEmployeeEmploymentsQuery = z.object({
  sort: z.enum(EMPLOYMENT_SORTS).default("startDate"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  pageIndex: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type TEmployeeEmploymentsQuery = z.infer<typeof ZEmployeeEmploymentsQuery>;

export const EMPLOYMENT_STATUS_LABELS = {
  EMPLOYMENT_STATUS_CREATED: "Created",
  EMPLOYMENT_STATUS_ACTIVE: "Active",
  EMPLOYMENT_STATUS_TERMINATED: "Terminated",
} as const;
