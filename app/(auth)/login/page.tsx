import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { SignInForm } from "@/components/auth/sign-in-form";
import { ReadOnlyNotice } from "@/components/layout/read-only-notice";
import { Banner } from "@/components/ui/misc";
import { SSO_FAILURES, type SsoFailure } from "@/lib/auth/sso/complete-sso";
import { safeReturnPath } from "@/lib/auth/safe-return-path";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; passwordSet?: string; ssoError?: string }>;
}) {
  const { callbackUrl, passwordSet, ssoError } = await searchParams;
  const ssoMessage = ssoError && Object.hasOwn(SSO_FAILURES, ssoError) ? SSO_FAILURES[ssoError as SsoFailure] : null;
  if (await currentActor()) redirect("/");
  // Only same-site paths: never bounce a user to another origin after sign-in.
  const safeCallback = safeReturnPath(callbackUrl);
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-6 p-6">
      <ReadOnlyNotice />
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">Sign in to OmniPlatform</h1>
        <p className="mt-1 text-sm text-slate-600">Global employment, payroll and back office.</p>
        {passwordSet ? (
          <div className="mt-4">
            <Banner tone="success" title="Your password is set. Sign in with it now." />
          </div>
        ) : null}
        {ssoMessage ? (
          <div className="mt-4">
            <Banner tone="error" title={ssoMessage} />
          </div>
        ) : null}
        <div className="mt-6">
          <SignInForm callbackUrl={safeCallback} />
        </div>
      </div>
    </main>
  );
}
