import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { PrivacyConsent } from "@/components/account/privacy-consent";

export const metadata: Metadata = { title: "Privacy policy" };

// The gate in lib/auth/gates.ts sends anyone who has not accepted the policy here.
export default async function PrivacyPolicyPage() {
  const actor = await currentActor();
  if (!actor) return null;
  const user = await db.user.findUnique({ where: { id: actor.userId }, select: { seenPrivacyPolicy: true } });
  if (user?.seenPrivacyPolicy) redirect("/");
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
      <PrivacyConsent userId={actor.userId} />
    </div>
  );
}
