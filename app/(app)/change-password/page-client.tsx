"use client";

import { SetPasswordForm } from "@/components/auth/change-password";

export function ChangePasswordClient({ userId }: { userId: string }) {
  return (
    <div className="mx-auto w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-semibold">Set your password</h1>
      <p className="mt-2 text-sm text-slate-600">
        You signed in with a temporary password, which works only once. Choose your own password to continue.
      </p>
      <div className="mt-6">
        <SetPasswordForm endpoint={`/api/users/${encodeURIComponent(userId)}/password`} />
      </div>
    </div>
  );
}
