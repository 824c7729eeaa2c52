"use client";

// The kit's form submission: one place that turns an API refusal into what the user sees. The server's field
// errors (ApiError.fieldErrors, keyed by the field's path, e.g. "answers.lastWorkingDay") go under the fields the
// form has; the message goes to `serverError` (shown in a Banner or alert by the form). Any other failure reads
// as one plain sentence. Pass the react-hook-form instance the form already builds with its zod schema.
import { useCallback, useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { apiErrorOf } from "@/components/ui/api-error";

export const GENERIC_FAILURE = "Something went wrong, please contact our support team";

/** Puts each field error of an ApiError under its field; answers the message for the form's banner. */
export function applyApiError<T extends FieldValues, TOut = T>(
  form: Pick<UseFormReturn<T, unknown, TOut>, "setError" | "getValues">,
  error: unknown,
  fallback = GENERIC_FAILURE,
): string {
  const apiError = apiErrorOf(error);
  if (!apiError) return fallback;
  const values = form.getValues() as Record<string, unknown>;
  for (const [path, messages] of Object.entries(apiError.fieldErrors)) {
    const message = Array.isArray(messages) ? String(messages[0]) : String(messages);
    // Only fields the form renders get the message; the rest stay in the banner's sentence.
    if (path.split(".")[0] in values) form.setError(path as FieldPath<T>, { type: "server", message });
  }
  return apiError.message || fallback;
}

/**
 * `submit(send)` wraps an onValid handler: clears the last server error, runs `send`, and on failure maps the
 * refusal onto the form. Returns the handler's result, or undefined when it failed.
 */
export function useApiForm<TIn extends FieldValues, TOut = TIn>(
  // handleSubmit is named so the output type (TOut) is inferred from the form.
  form: Pick<UseFormReturn<TIn, unknown, TOut>, "setError" | "getValues" | "handleSubmit">,
  options: { fallback?: string } = {},
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { fallback } = options;
  // `send` gets what handleSubmit hands over: the schema's output when the resolver transforms the input.
  const submit = useCallback(
    <R>(send: (values: TOut) => Promise<R>) =>
      async (values: TOut): Promise<R | undefined> => {
        setServerError(null);
        try {
          return await send(values);
        } catch (error) {
          setServerError(applyApiError(form, error, fallback));
          return undefined;
        }
      },
    [form, fallback],
  );
  return { serverError, setServerError, submit };
}

/** True when the refusal named fields (the form shows them; a toast would repeat them). */
export const hasFieldErrors = (error: unknown): boolean => Object.keys(apiErrorOf(error)?.fieldErrors ?? {}).length > 0;

/**
 * For the forms without a banner: field errors go under their fields; any other refusal is a toast (with
 * `title`, the message is its description).
 */
export function toastApiError<T extends FieldValues, TOut = T>(
  form: Pick<UseFormReturn<T, unknown, TOut>, "setError" | "getValues">,
  error: unknown,
  options: { fallback?: string; title?: string } = {},
): void {
  const message = applyApiError(form, error, options.fallback);
  if (hasFieldErrors(error)) return;
  if (options.title) toast.error(options.title, { description: message });
  else toast.error(message);
}
