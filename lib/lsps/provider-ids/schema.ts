// Provider-ID tab (spec 3 sections 2, 3, 7, 8): the CSV's columns, one row's rules and the result messages.
// Browser-safe: the tab shows the same messages the server answers.
import { z } from "zod";

export const PROVIDER_ID_COLUMNS = ["employeeId", "employeeName", "payrollId"] as const;
export const MAX_PROVIDER_ID_ROWS = 20_000;

export const PROVIDER_ID_MESSAGES = {
  all: "All Provider IDs were successfully updated",
  none: "No Provider IDs could be updated",
  some: "Some Provider IDs could not be updated (check the ID and upload again)",
  template: "Template creation has failed please try again or contact support",
  upload: "Something has gone wrong please try again or contact support",
  csvOnly: "Only .csv files are accepted.",
  unknownEmployee: "Employee not found",
  duplicateInFile: "Duplicate provider ID in the file",
  duplicateEmployee: "Employee appears more than once in the file",
  takenId: "Provider ID already belongs to another employee",
} as const;

/** The tab's upload form: one .csv file (the route reads it from the multipart body as fileContent). */
export const ZProviderIdUpload = z.object({
  file: z
    .custom<File>((v) => typeof File !== "undefined" && v instanceof File, "Please choose a CSV file to upload.")
    .refine((f) => f.name.toLowerCase().endsWith(".csv"), PROVIDER_ID_MESSAGES.csvOnly),
});
export type ProviderIdUpload = z.infer<typeof ZProviderIdUpload>;

export const ZProviderIdRow = z.object({
  employeeId: z.string().trim().min(1, "employeeId is required").max(64, "employeeId is too long"),
  employeeName: z.string().trim().max(200).optional().default(""),
  payrollId: z
    .string()
    .trim()
    .min(1, "payrollId is required")
    .max(64, "payrollId must be at most 64 characters")
    .regex(/^[A-Za-z0-9._\-/]+$/, "payrollId may hold letters, digits and . _ - / only"),
});
export type ProviderIdRow = z.infer<typeof ZProviderIdRow>;

export type ProviderIdError = { employee: { id: string; name: string }; error: string };
export type ProviderIdResult = {
  employeesUpdated: { id: string; name: string }[];
  errors: ProviderIdError[];
  message: string;
};

export function resultMessage(updated: number, failed: number): string {
  if (failed === 0) return PROVIDER_ID_MESSAGES.all;
  return updated === 0 ? PROVIDER_ID_MESSAGES.none : PROVIDER_ID_MESSAGES.some;
}
