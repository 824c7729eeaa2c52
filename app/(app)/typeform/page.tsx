import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { guardPage } from "@/lib/pages/guard";
import { getTypeform } from "@/lib/onboarding/get-typeform";
import { TYPEFORM_MESSAGES } from "@/lib/onboarding/typeform";
import { links } from "@/lib/config";
import { Button } from "@/components/ui/button";
import { continueWithoutTypeform } from "./actions";
import { TypeformClient } from "./page-client";

export const metadata: Metadata = { title: "Onboarding form" };

// The external onboarding form an employee owes (spec 1 section 2; the gate in lib/auth/gates.ts sends them here).
// Configured: the form, embedded and prefilled; its completion is recorded and lifts the gate. Not configured: the
// page says so in plain words and lets the employee continue.
export default async function TypeformPage() {
  const actor = await guardPage({ permission: "account.read" });
  const state = await getTypeform(actor);
  if (!state.owed) redirect("/");
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Onboarding form</h1>
      {state.form ? (
        <TypeformClient formId={state.form.formId} url={state.form.url} supportEmail={links.support()} />
      ) : (
        <form action={continueWithoutTypeform} className="space-y-4">
          <div
            role="status"
            data-testid="typeform-not-configured"
            className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <p className="font-semibold">{TYPEFORM_MESSAGES.notConfiguredTitle}</p>
            <p>{TYPEFORM_MESSAGES.notConfigured}</p>
          </div>
          <Button type="submit">Continue to OmniPlatform</Button>
        </form>
      )}
    </div>
  );
}
