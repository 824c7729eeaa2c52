// The kit's one look at the API client's refusal: screens that need the status (409 → reload, 404 → gone, 422
// already toasted by the client) or the server's field errors read them through `apiErrorOf`, so the class check
// lives in the kit (and lib/http/client.ts) only.
import { toast } from "sonner";
import { ApiError } from "@/lib/http/client";

/** The API's refusal (status, message, fieldErrors, body), or null when the failure is not the API's (the
 *  network, a bug). */
export function apiErrorOf(error: unknown): ApiError | null {
  return error instanceof ApiError ? error : null;
}

/** The refusal's HTTP status, or null when the failure is not the API's. */
export const apiErrorStatus = (error: unknown): number | null => apiErrorOf(error)?.status ?? null;

/** For the back-office and account actions: the server's message as a toast, except a 422 (the client has already
 *  shown its read-only notice); a failure that is not the API's says nothing. */
export function toastApiRefusal(error: unknown): void {
  const apiError = apiErrorOf(error);
  if (apiError && apiError.status !== 422) toast.error(apiError.message);
}
