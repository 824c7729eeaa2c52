import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { isReadOnly } from "@/lib/config";
import { getUserOrThrow } from "@/lib/account/service";
import { guardPage } from "@/lib/pages/guard";
import { PrivacyConsent } from "@/components/account/privacy-consent";
import { Button } from "@/components/ui/button";
import { continueWithoutConsent } from "./actions";

export const metadata: Metadata = { title: "Privacy policy" };

// The gate in lib/auth/gates.ts sends anyone who has not accepted the policy here. In read-only mode the
// consent cannot be recorded: the page says so and lets the user continue to read.
export default async function PrivacyPolicyPage() {
  const actor = await guardPage({ permission: "account.read" });
  const user = await getUserOrThrow(actor, actor.userId);
  if (user.seenPrivacyPolicy) redirect("/");
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Privacy policy</h1>
      <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700">
        <p>
          OmniPlatform processes your personal data to provide employment, payroll and related services to you and to
          the company you work with. We keep it only as long as needed for these purposes and for our legal obligations,
          and we share it only with the service providers that deliver those services.
        </p>
        <p>You can ask to see, correct or delete your data at any time by contacting support.</p>
      </div>
      {isReadOnly() ? (
        <form action={continueWithoutConsent} className="space-y-4">
          <div
            role="status"
            data-testid="consent-not-recorded"
            className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <p className="font-semibold">Your consent could not be recorded</p>
            <p>
              OmniPlatform is read-only, so accepting the privacy policy cannot be saved. You can still continue and
              read your information; you will be asked again if changes become possible.
            </p>
          </div>
          <Button type="submit">Continue to read</Button>
        </form>
      ) : (
        <PrivacyConsent userId={actor.userId} />
      )}
    </div>
  );
}
