// zod schemas of the contract forms and calls, shared by the edit form and the handlers.
import { z } from "zod";
import { ZDownloadFlag } from "@/lib/zod/download-flag";
import { ZDateTime } from "@/lib/zod/response";
import { CONTRACT_STATUSES, SPEC_STATUS, fromSpecStatus } from "@/lib/contracts/statuses";

const id = z.string().trim().min(1).max(64);
export const ZAnswerValue = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]);

export const EDIT_MODES = ["generate-contract", "edit-answers", "complete-information"] as const;
export type EditMode = (typeof EDIT_MODES)[number];

/** PATCH /api/contracts: the questionnaire answers and what to do with them (spec 1 section 2 steps). */
export const ZContractPatch = z.object({
  employeeId: id,
  companyId: id.optional(),
  mode: z.enum(EDIT_MODES).default("generate-contract"),
  answers: z.record(z.string().max(100), ZAnswerValue),
});
export type TContractPatch = z.infer<typeof ZContractPatch>;

export const ZEmployeeContractParams = z.object({ employeeId: id, contractId: id });
export const ZEmployeeParams = z.object({ employeeId: id });
export const ZDocumentParams = z.object({ documentId: id });

const specStatuses = CONTRACT_STATUSES.map((s) => SPEC_STATUS[s]);
/** PATCH /api/employees/{employeeId}/contracts/{contractId}: { status } in the spec's spelling. */
export const ZContractStatusPatch = z.object({
  status: z
    .string()
    .refine((v) => fromSpecStatus(v) !== null, { message: `Status must be one of ${specStatuses.join(", ")}` })
    .transform((v) => fromSpecStatus(v)!),
  version: z.number().int().positive().optional(),
});

/** The built-in signer's form: typed name, consent, and the hash of the document that was shown. */
export const ZSignContract = z.object({
  signerName: z.string().trim().min(2, "Please type your full name").max(200),
  consent: z.literal(true, { message: "Please confirm you agree to sign electronically" }),
  documentHash: z.string().regex(/^[a-f0-9]{64}$/, "documentHash must be the SHA-256 of the document shown"),
});
export type TSignContract = z.infer<typeof ZSignContract>;

export const ZTemplatesQuery = z.object({ countryCode: z.string().length(2).toUpperCase(), companyId: id.optional() });
// GET /contracts/documents/{id}/download (spec 1 section 7: "format docx, temporary; response linkToDocument").
export const ZDownloadQuery = z.object({
  format: z.enum(["docx"], { error: "format must be docx" }).default("docx"),
  download: ZDownloadFlag,
});
/** Its 200: a signed link to the DOCX; its 202 while the contract's files are being generated. */
export const ZContractFileLink = z.object({
  linkToDocument: z.string().describe("a signed link (no session needed) that streams the DOCX until expiresAt"),
  expiresAt: ZDateTime,
});
export const ZContractFileGenerating = z.object({ message: z.string() });
