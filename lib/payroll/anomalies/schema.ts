// Input and response schemas of the anomaly checks (shared by the forms and the route handlers); client-safe.
import { z } from "zod";
import { MUTABLE_CHECKS } from "@/lib/payroll/anomalies/check-labels";

export const ZAcknowledgeFinding = z.object({
  justification: z.string().trim().min(3, "Say why this finding is acceptable (at least 3 characters)").max(2000),
});

export const ZCheckMuteForm = z.object({
  check: z.enum(MUTABLE_CHECKS, { message: "Choose a check" }),
  employeeId: z.string().trim().min(1, "Employee is required"),
  reason: z.string().trim().min(3, "A reason is required (at least 3 characters)").max(500),
  expiresAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format yyyy-MM-dd")
    .refine((v) => new Date(`${v}T23:59:59Z`).getTime() > Date.now(), "The expiry must be in the future"),
});

export const ZThresholdForm = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Use the two-letter country code")
    .transform((v) => v.toUpperCase()),
  changePercent: z.coerce.number({ message: "Enter a percentage" }).gt(0, "Must be above 0").max(1000, "At most 1000"),
});

export const ZGateForm = z.object({ anomalyApprovalGate: z.boolean() });

export const ZFindingsQuery = z.object({
  grossToNetIds: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
    .refine((v) => v.length > 0 && v.length <= 200, "Give 1 to 200 pay report ids"),
});

export const ZFinding = z.object({
  id: z.string(),
  payReportId: z.string(),
  employeeId: z.string().nullable(),
  employeeRef: z.string().nullable(),
  check: z.string(),
  label: z.string(),
  severity: z.enum(["BLOCKING", "REVIEW"]),
  explanation: z.string(),
  values: z.unknown(),
  resolved: z.boolean(),
  resolvedBy: z.enum(["acknowledged", "justification"]).nullable(),
  acknowledgedAt: z.string().nullable(),
  justification: z.string().nullable(),
});
export type Finding = z.infer<typeof ZFinding>;

export const ZFindingSummary = z.object({ blocking: z.number(), review: z.number(), unresolvedBlocking: z.number() });
export const ZFindingsResponse = z.object({
  summary: ZFindingSummary,
  gateOn: z.boolean(),
  canAcknowledge: z.boolean(),
  items: z.array(ZFinding),
});
export type FindingsResponse = z.infer<typeof ZFindingsResponse>;

export const ZCheckMute = z.object({
  id: z.string(),
  check: z.string(),
  employeeId: z.string(),
  employeeName: z.string().nullable(),
  reason: z.string(),
  expiresAt: z.string(),
});
export const ZCheckSettings = z.object({
  anomalyApprovalGate: z.boolean(),
  defaultChangePercent: z.number(),
  salaryTolerancePercent: z.number(),
  thresholds: z.array(z.object({ countryCode: z.string(), changePercent: z.number() })),
  mutes: z.array(ZCheckMute),
});
export type CheckSettings = z.infer<typeof ZCheckSettings>;
