import type { Metadata } from "next";
import { SignOut } from "@/components/auth/sign-out";
import { safeReturnPath } from "@/lib/auth/safe-return-path";

export const metadata: Metadata = { title: "Signing out" };

// Spec 1 section 2: /logout signs the user out and returns to the origin. ?callbackUrl= (a path of this site
// only; anything else is dropped) is where the next sign-in goes on to.
export default async function LogoutPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const { callbackUrl } = await searchParams;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-6">
      <p role="status">Signing you out…</p>
      <SignOut returnTo={safeReturnPath(callbackUrl)} />
    </main>
  );
}
