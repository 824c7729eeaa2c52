import type { Metadata } from "next";
import Link from "next/link";
import { BackButton } from "@/components/layout/back-button";

export const metadata: Metadata = { title: "Error" };

// Spec 1 sections 2 and 8; also the error notice for a signed-in user whose roles give no main role
// (spec 1 section 6, lib/auth/gates.ts), who can only sign out from here.
export default function ErrorPage() {
  return (
    <main id="main" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong, please contact our support team</h1>
      <div className="flex items-center gap-4">
        <BackButton />
        <Link href="/logout" className="text-indigo-700 underline">
          Sign out
        </Link>
      </div>
    </main>
  );
}
