// HTTP side of errors: anything thrown -> AppError -> the one JSON error body. Never lets SQL text or a
// stack trace through.
import { z, ZodError } from "zod";
import { AppError, MESSAGES, STATUS_BY_CODE, type ErrorCode, type FieldErrors } from "@/lib/errors";

/** Zod issues keyed by dotted path, so a form can put each message under its field. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  // A Map first: a field path such as "constructor" must not reach Object.prototype.
  const byPath = new Map<string, string[]>();
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_root";
    byPath.set(key, [...(byPath.get(key) ?? []), issue.message]);
  }
  return Object.fromEntries(byPath);
}

/** The one error body of every route (also the OpenAPI document's Error schema). */
export const ZErrorBody = z.object({
  message: z.string().describe("Readable, safe to show."),
  code: z.enum(Object.keys(STATUS_BY_CODE) as [ErrorCode, ...ErrorCode[]]),
  fieldErrors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .describe("Messages per invalid field (dotted path; _root for the whole input)."),
  requestId: z.string().optional().describe("Also in the x-request-id header."),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;

type PrismaLikeError = { code?: string; meta?: { target?: unknown; modelName?: string } };

function isPrismaKnownError(error: unknown): error is PrismaLikeError & Error {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as PrismaLikeError).code === "string" &&
    /^P\d{4}$/.test((error as PrismaLikeError).code ?? "")
  );
}

/** Anything thrown -> AppError. Never lets SQL text or a stack trace through. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError)
    return new AppError("BAD_REQUEST", MESSAGES.invalid, { fieldErrors: zodFieldErrors(error) });
  if (isPrismaKnownError(error)) {
    const target = JSON.stringify(error.meta?.target ?? "");
    if (error.code === "P2002")
      return new AppError(
        "CONFLICT",
        target.includes("email") ? MESSAGES.duplicateEmail : "This record already exists.",
      );
    if (error.code === "P2025" || error.code === "P2001") return new AppError("NOT_FOUND");
    if (error.code === "P2003") return new AppError("BAD_REQUEST", "A referenced record does not exist.");
    if (error.code === "P2023") return new AppError("BAD_REQUEST", "Malformed identifier.");
  }
  return new AppError("INTERNAL");
}

export function errorBody(error: AppError, requestId?: string): ErrorBody {
  const body: ErrorBody = { message: error.message, code: error.code };
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  if (error.details !== undefined) body.details = error.details;
  if (requestId) body.requestId = requestId;
  return body;
}
