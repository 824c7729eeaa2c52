// The error a job handler throws when retrying cannot help (its input file is missing or unreadable, the
// entity is gone): the worker fails the job at once instead of spending its retries. Its message is written
// for the user who asked for the work (the entity records it, the back-office jobs page shows it).
export class JobFailure extends Error {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "JobFailure";
    this.retryable = options.retryable ?? false;
  }
}

/** A message a user can read: the error's own for JobFailure and plain errors, never a stack. */
export function readableReason(error: unknown, fallback = "The job failed"): string {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return (message.trim() || fallback).slice(0, 500);
}

export function isRetryable(error: unknown): boolean {
  return !(error instanceof JobFailure) || error.retryable;
}
