// Benefits import (spec 2 section 3 benefit import summary; spec 2 section 9 row messages). Browser-safe.
import { z } from "zod";
import type {
  ZBenefitImportCountry,
  ZBenefitImportError,
  ZBenefitImportPage,
  ZBenefitImportSummary,
} from "@/lib/benefits/imports/response-schema";
import { ZCurrency } from "@/lib/finance/schema";

export const BENEFIT_IMPORT_COLUMNS = [
  "clientId",
  "employeeId",
  "employeeName",
  "benefit",
  "amount",
  "currency",
] as const;
export const MAX_BENEFIT_IMPORT_ROWS = 20_000;
export const BENEFIT_IMPORT_PAGE_SIZE = 50;
export const BENEFIT_IMPORT_MESSAGES = {
  clientNotFound: "Client not found",
  employeeNotFound: "Employee not found",
  nameMismatch: "Employee name mismatch",
  empty: "The file has no benefit rows.",
  payrollInstance: "Payroll instance not found.",
  noFile: "Please choose a CSV file to upload.",
  missingFile: "The uploaded file could not be found in storage: please upload it again.",
} as const;

export const ZBenefitImportFields = z.object({
  payrollInstanceId: z
    .string({ error: "Payroll instance is required." })
    .trim()
    .min(1, "Payroll instance is required.")
    .max(64),
});
export const ZBenefitImportRow = z.object({
  clientId: z.string().trim().min(1, "clientId is required").max(64),
  employeeId: z.string().trim().min(1, "employeeId is required").max(64),
  employeeName: z.string().trim().min(1, "employeeName is required").max(200),
  benefit: z.string().trim().min(1, "benefit is required").max(200),
  amount: z
    .string({ error: "amount is required" })
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "amount must be a number such as 120.50"),
  currency: ZCurrency,
});
export const ZBenefitImportListQuery = z.object({
  payrollInstanceId: z.string().trim().max(64).optional(),
  nextPageKey: z.string().trim().max(200).optional(),
});
export const ZClientParams = z.object({ clientId: z.string().trim().min(1).max(64) });

export type BenefitImportError = z.infer<typeof ZBenefitImportError>;
export type BenefitImportCountry = z.infer<typeof ZBenefitImportCountry>;
export type BenefitImportSummary = z.infer<typeof ZBenefitImportSummary>;
export type BenefitImportPage = z.infer<typeof ZBenefitImportPage>;
export type BenefitImportLineDto = {
  importId: string;
  payrollInstanceId: string;
  row: number;
  employeeId: string;
  employeeName: string;
  country: string;
  benefit: string;
  amount: string;
  currency: string;
  createdAt: string;
};
export type ClientBenefitImports = {
  clientId: string;
  totalRecords: number;
  errors: BenefitImportError[];
  countries: BenefitImportCountry[];
  lines: BenefitImportLineDto[];
};
