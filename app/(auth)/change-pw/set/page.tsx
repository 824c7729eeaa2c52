import type { Metadata } from "next";
import { SetPasswordForm } from "@/components/auth/change-password";

export const metadata: Metadata = { title: "Set your password" };

export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">Set your password</h1>
        <div className="mt-6">
          <SetPasswordForm endpoint="/api/auth/set-password" token={token ?? ""} />
        </div>
      </div>
    </main>
  );
}
