// One error type for the whole server: services, the policy and route handlers throw AppError; the route
// wrapper (lib/http/route.ts) maps it to an HTTP status and the one JSON error shape (lib/http/errors.ts).
export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "GONE"
  | "PRECONDITION_FAILED"
  | "PAYLOAD_TOO_LARGE"
  | "READ_ONLY"
  | "UNSUPPORTED_MEDIA_TYPE"
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
  PAYLOAD_TOO_LARGE: 413,
  READ_ONLY: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
};

export const MESSAGES = {
  readOnly: "Application is in read-only mode",
  unauthorized: "Please sign in to continue.",
  forbidden: "Access Denied/Forbidden",
  passwordChangeDue: "Please change your temporary password before you continue.",
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
