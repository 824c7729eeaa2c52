import type { Metadata } from "next";
import { SignOut } from "@/components/auth/sign-out";

export const metadata: Metadata = { title: "Signing out" };

// Spec 1 section 2: /logout signs the user out and returns to the origin.
export default function LogoutPage() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-6">
      <p role="status">Signing you out…</p>
      <SignOut />
    </main>
  );
}
