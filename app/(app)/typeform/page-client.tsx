"use client";

// The onboarding form, embedded. When the form is submitted it posts 'form-submit' with its responseId to this
// page; the completion is then recorded (infoToUpdate with typeformResponseId and typeformId) and the employee
// goes on to the platform.
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { TYPEFORM_MESSAGES } from "@/lib/onboarding/typeform";
import { Banner } from "@/components/ui/misc";

/** The responseId of a 'form-submit' message (sent as an object or as JSON text), else null. */
export function submittedResponseId(data: unknown): string | null {
  let message = data;
  if (typeof message === "string") {
    try {
      message = JSON.parse(message);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== "object") return null;
  const m = message as { type?: unknown; responseId?: unknown; response_id?: unknown };
  const id = m.responseId ?? m.response_id;
  return m.type === "form-submit" && typeof id === "string" && id ? id : null;
}

export function TypeformClient({ formId, url, supportEmail }: { formId: string; url: string; supportEmail: string }) {
  const router = useRouter();
  const sent = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const origin = new URL(url).origin;

  useEffect(() => {
    async function onMessage(event: MessageEvent) {
      if (event.origin !== origin || sent.current) return;
      const responseId = submittedResponseId(event.data);
      if (!responseId) return;
      sent.current = true;
      try {
        await apiFetch("/api/typeform/completion", {
          method: "POST",
          json: { infoToUpdate: { typeformResponseId: responseId, typeformId: formId } },
        });
        toast.success(TYPEFORM_MESSAGES.recorded);
        router.replace("/");
        router.refresh();
      } catch (e) {
        sent.current = false;
        setError(failureMessage(e, "Your form could not be recorded. Please try again."));
      }
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [origin, formId, router]);

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Please complete this form so your onboarding can go ahead. You can use OmniPlatform once it is submitted.
      </p>
      {error ? <Banner tone="error" title={error} /> : null}
      <iframe
        title="Onboarding form"
        src={url}
        className="h-[70vh] min-h-[480px] w-full rounded-lg border border-slate-200 bg-white"
        allow="camera; microphone; autoplay; encrypted-media"
      />
      <p className="text-sm text-slate-600">
        Trouble with the form? Write to{" "}
        <a className="text-indigo-700 underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
        .
      </p>
    </div>
  );
}
