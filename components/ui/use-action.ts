"use client";

// The kit's action hook for buttons that change something (approve, delete, send): a busy state while the call
// runs, a toast with the outcome, and a refresh of the page's data (SWR mutate and/or the server components).
// `failure` is either a fixed title (the server's message then goes under it) or a function of the server's
// message, for the spec's one-line messages such as 'Something went wrong ...: {server message}'.
// When the action removed the control that ran it (an approved row leaves the list), keyboard focus goes to the
// page's fallback (focusPageFallback: its main heading), never to <body>.
import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { GENERIC_FAILURE } from "@/components/ui/use-api-form";
import { apiErrorOf } from "@/components/ui/api-error";
import { focusPageFallback } from "@/components/ui/use-focus-on-change";

/** After the refreshes have re-rendered: if the control that ran the action is gone (focus fell to <body>),
 *  focus the fallback; focus the user moved elsewhere meanwhile is left alone. The server components' refresh
 *  may land seconds later on a busy server, so the check repeats for a while. */
function keepFocus() {
  const check = () => {
    if (!document.activeElement || document.activeElement === document.body) focusPageFallback();
  };
  requestAnimationFrame(check);
  for (const ms of [400, 1000, 2000, 4000, 8000]) setTimeout(check, ms);
}

export function useAction(options: { refresh?: () => unknown; refreshServer?: boolean } = {}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { refresh, refreshServer = true } = options;
  const run = useCallback(
    async <R>(
      call: () => Promise<R>,
      messages: { success?: string; failure?: string | ((reason: string) => string) } = {},
    ) => {
      setBusy(true);
      const opener = typeof document === "undefined" ? null : document.activeElement;
      try {
        const result = await call();
        if (messages.success) toast.success(messages.success);
        await refresh?.();
        if (refreshServer) router.refresh();
        if (opener && opener !== document.body) keepFocus();
        return result;
      } catch (error) {
        const reason = apiErrorOf(error)?.message ?? null;
        if (typeof messages.failure === "function") toast.error(messages.failure(reason ?? GENERIC_FAILURE));
        else
          // Under a fixed title: the server's message, or the spec's generic one when the failure is not the API's.
          toast.error(messages.failure ?? reason ?? GENERIC_FAILURE, {
            description: messages.failure ? (reason ?? GENERIC_FAILURE) : undefined,
          });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [refresh, refreshServer, router],
  );
  return { busy, run };
}
