// Inputs and answers of the payroll pack routes (client-safe).
import { z } from "zod";

export const ZPackParams = z.object({
  payReportId: z.string().trim().min(1, "Pay report is required.").max(64, "Pay report is at most 64 characters."),
});

/** ?companyId=: the pack of that client company's part of the report (absent: the whole report's pack). */
export const ZPackQuery = z.object({
  companyId: z.string().trim().min(1, "Company is required.").max(64, "Company is at most 64 characters.").optional(),
});

export const ZPublicKeyResponse = z.object({
  algorithm: z.literal("Ed25519"),
  keyId: z.string(),
  publicKeyPem: z.string(),
});
export type PublicKeyResponse = z.infer<typeof ZPublicKeyResponse>;

export const ZPackSummary = z.object({
  payReportId: z.string(),
  /** null: the whole report's pack; else the client company whose part it holds. */
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  fileName: z.string(),
  country: z.string(),
  providerName: z.string().nullable(),
  payrollPeriod: z.string(),
  payrollCycle: z.string(),
  version: z.number().int(),
  status: z.string(),
  keyId: z.string(),
  sha256: z.string(),
  createdAt: z.string(),
  downloadUrl: z.string(),
});
export type PackSummary = z.infer<typeof ZPackSummary>;

export const packDownloadPath = (payReportId: string, companyId?: string | null) =>
  `/api/payroll/packs/${encodeURIComponent(payReportId)}${companyId ? `?companyId=${encodeURIComponent(companyId)}` : ""}`;
