// Employment letters (docs/letters.md): the one schema of each form and its route, the DTOs the routes answer, and
// the public check's question and answer. Client-safe: the forms import it.
import { z } from "zod";
import { ZDateTime } from "@/lib/zod/response";
import { ZPage } from "@/lib/http/paging";

export const LETTER_KINDS = ["EMPLOYMENT_CONFIRMATION", "SALARY_CERTIFICATE"] as const;
export type LetterKindValue = (typeof LETTER_KINDS)[number];
export const LETTER_STATUSES = ["REQUESTED", "APPROVED", "DECLINED"] as const;
export type LetterStatusValue = (typeof LETTER_STATUSES)[number];

export const LETTER_KIND_LABELS: Record<LetterKindValue, string> = {
  EMPLOYMENT_CONFIRMATION: "Employment confirmation",
  SALARY_CERTIFICATE: "Salary certificate",
};
/** A salary certificate covers the last 3 or 12 months of pay. */
export const CERTIFICATE_MONTHS = [3, 12] as const;

export const letterTitle = (kind: LetterKindValue, months: number | null) =>
  kind === "SALARY_CERTIFICATE" && months ? `${LETTER_KIND_LABELS[kind]} (${months} months)` : LETTER_KIND_LABELS[kind];

const ZId = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(64);
export const ZEmployeeLetterParams = z.object({ employeeId: ZId("Employee") });
export const ZLetterParams = z.object({ letterId: ZId("Letter") });

/** POST /api/employees/{employeeId}/letters and the 'Request a letter' dialog. Months: 3 or 12 for a salary
 *  certificate, refused for an employment confirmation. */
export const ZLetterRequest = z
  .object({
    kind: z.enum(LETTER_KINDS, { error: "Please choose a kind of letter" }),
    months: z
      .number({ error: "Please choose 3 or 12 months" })
      .int()
      .refine((m) => m === 3 || m === 12, "Please choose 3 or 12 months")
      .nullish(),
    purpose: z.string().trim().max(500, "Keep the purpose under 500 characters").optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "SALARY_CERTIFICATE" && v.months == null)
      ctx.addIssue({ code: "custom", path: ["months"], message: "Please choose 3 or 12 months" });
    if (v.kind === "EMPLOYMENT_CONFIRMATION" && v.months != null)
      ctx.addIssue({ code: "custom", path: ["months"], message: "Months apply to a salary certificate only" });
  });
export type LetterRequestInput = z.input<typeof ZLetterRequest>;

/** POST /api/letters/{letterId}/decision: a decline needs a reason (the employee reads it). */
export const ZLetterDecision = z
  .object({
    decision: z.enum(["APPROVED", "DECLINED"], { error: "Please choose approve or decline" }),
    reason: z.string().trim().max(1000, "Keep the reason under 1000 characters").optional().default(""),
    version: z.number({ error: "version is required" }).int().min(1).max(2_147_483_647),
  })
  .refine((v) => v.decision !== "DECLINED" || v.reason.length > 0, {
    path: ["reason"],
    message: "Please give a reason",
  });
export type LetterDecisionInput = z.input<typeof ZLetterDecision>;

/** The Decline dialog's form: the reason alone (decision and version come from the row). */
export const ZLetterDeclineReason = z.object({
  reason: z.string().trim().min(1, "Please give a reason").max(1000, "Keep the reason under 1000 characters"),
});

export const LETTER_SORTS = ["createdAt", "-createdAt"] as const;
/** GET /api/letters: the deciders' queue. */
export const ZLetterQueueQuery = z.object({
  status: z.enum(LETTER_STATUSES).optional(),
  sort: z.enum(LETTER_SORTS).default("-createdAt"),
  ...ZPage(20, 100),
});
export type LetterQueueQuery = z.infer<typeof ZLetterQueueQuery>;

export const ZLetter = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  companyName: z.string(),
  kind: z.enum(LETTER_KINDS),
  months: z.number().int().nullable(),
  purpose: z.string().nullable(),
  status: z.enum(LETTER_STATUSES),
  version: z.number().int(),
  declineReason: z.string().nullable(),
  /** The PDF is made and can be downloaded. */
  ready: z.boolean(),
  generationError: z.string().nullable(),
  code: z.string().nullable(),
  createdAt: ZDateTime,
  decidedAt: ZDateTime.nullable(),
});
export type LetterDto = z.infer<typeof ZLetter>;
export const ZLetterList = z.object({ items: z.array(ZLetter) });
export const ZLetterPage = z.object({ items: z.array(ZLetter), totalCount: z.number().int() });
export type LetterPage = z.infer<typeof ZLetterPage>;

// --- the public check (no sign-in): the visitor's browser hashes the file, only the hash is sent ---
export const LETTER_CODE_LENGTH = 10;
/** No 0/O, 1/I/L: a code read off paper is typed without guessing. */
export const LETTER_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const ZLetterCode = z
  .string({ error: "code is required" })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${LETTER_CODE_ALPHABET}]{${LETTER_CODE_LENGTH}}$`), "This is not a letter code");
export const ZLetterCheck = z.object({
  code: ZLetterCode,
  sha256: z
    .string({ error: "sha256 is required" })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, "sha256 must be 64 hexadecimal digits"),
});
export const LETTER_CHECK_RESULTS = ["valid", "altered", "unknown"] as const;
export const ZLetterCheckAnswer = z.object({ result: z.enum(LETTER_CHECK_RESULTS), message: z.string() });
export type LetterCheckAnswer = z.infer<typeof ZLetterCheckAnswer>;
export const CHECK_MESSAGES = {
  valid: "The file is the letter issued under this code: unaltered, signature valid.",
  altered: "This file is not the letter issued under this code.",
  unknown: "No letter has this code.",
} as const;
