// One error type for the whole server. Route handlers and services throw AppError; the route wrapper
// (lib/http/route.ts) turns anything thrown into one JSON shape with the right status.
import { ZodError } from "zod";

export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "GONE"
  | "PRECONDITION_FAILED"
  | "READ_ONLY"
  | "UNPROCESSABLE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL";

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PRECONDITION_FAILED: 412,
  READ_ONLY: 422,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
};

export const MESSAGES = {
  readOnly: "Application is in read-only mode",
  unauthorized: "Please sign in to continue.",
  forbidden: "Access Denied/Forbidden",
  notFound: "Not found",
  invalid: "Some fields are not valid.",
  // Spec 1 section 8: conflict on creating a company, manager or employee.
  duplicateEmail: "This email address already exists, please use a different email",
  duplicateManager: "This email is already associated with a user in the platform",
  conflict: "This record was changed by someone else. Refresh and try again.",
  internal: "Something went wrong, please contact our support team",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
} as const;

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  readonly details?: unknown;

  constructor(code: ErrorCode, message?: string, options?: { fieldErrors?: FieldErrors; details?: unknown }) {
    super(message ?? defaultMessage(code));
    this.code = code;
    this.fieldErrors = options?.fieldErrors;
    this.details = options?.details;
  }

  get status() {
    return STATUS_BY_CODE[this.code];
  }
}

function defaultMessage(code: ErrorCode): string {
  switch (code) {
    case "UNAUTHORIZED":
      return MESSAGES.unauthorized;
    case "FORBIDDEN":
      return MESSAGES.forbidden;
    case "NOT_FOUND":
      return MESSAGES.notFound;
    case "READ_ONLY":
      return MESSAGES.readOnly;
    case "CONFLICT":
      return MESSAGES.conflict;
    case "TOO_MANY_REQUESTS":
      return MESSAGES.tooMany;
    case "BAD_REQUEST":
      return MESSAGES.invalid;
    default:
      return MESSAGES.internal;
  }
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);
export const forbidden = (message?: string) => new AppError("FORBIDDEN", message);
export const conflict = (message?: string) => new AppError("CONFLICT", message);
export const badRequest = (message?: string, fieldErrors?: FieldErrors) =>
  new AppError("BAD_REQUEST", message, { fieldErrors });

/** Zod issues keyed by dotted path, so a form can put each message under its field. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_root";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export type ErrorBody = {
  message: string;
  code: ErrorCode;
  fieldErrors?: FieldErrors;
  requestId?: string;
  details?: unknown;
};

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
