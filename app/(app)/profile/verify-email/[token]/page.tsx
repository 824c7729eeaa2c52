import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { VerifyEmail } from "@/components/account/verify-email";

export const metadata: Metadata = { title: "Confirm email change" };

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const actor = await guardPage({ permission: "account.changeEmail" });
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Email change</h1>
      <VerifyEmail userId={actor.userId} token={decodeURIComponent(token)} />
    </div>
  );
}
