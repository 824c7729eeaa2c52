"use client";

// The built-in signer (spec 1 section 4): the signer reviews the PDF above, types their name and consents; the
// request names the hash of the document shown so a changed document is refused.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField, TextField } from "@/components/ui/field";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";

export function SignaturePanel({
  action,
  documentHash,
  party,
  onSigned,
}: {
  action: string;
  documentHash: string;
  party: "employee" | "employer";
  onSigned: (redirect: string) => void;
}) {
  const [name, setName] = useState("");
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  async function sign() {
    setBusy(true);
    setError(null);
    try {
      const res = await apiFetch<{ redirect: string }>(action, {
        method: "POST",
        json: { signerName: name, consent, documentHash },
      });
      onSigned(res.redirect);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      const apiError = apiErrorOf(e);
      if (apiError) setFieldErrors(apiError.fieldErrors);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="sign-heading" className="space-y-3 rounded-md border border-slate-300 p-4">
      <h2 id="sign-heading" className="text-lg font-semibold text-slate-900">
        {party === "employee" ? "Sign your contract" : "Countersign the contract"}
      </h2>
      <p className="text-sm text-slate-700">
        Review the document above. Your typed name, the time, your IP address and the document&apos;s fingerprint (
        {documentHash.slice(0, 12)}…) are stamped on a signature page.
      </p>
      <TextField
        label="Type your full name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldErrors.signerName?.[0]}
        autoComplete="name"
      />
      <CheckboxField
        label="I agree to sign this document electronically"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
        error={fieldErrors.consent?.[0]}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button onClick={sign} loading={busy} disabled={!consent || name.trim().length < 2}>
        {party === "employee" ? "Sign contract" : "Countersign"}
      </Button>
    </section>
  );
}
