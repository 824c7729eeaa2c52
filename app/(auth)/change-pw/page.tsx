import type { Metadata } from "next";
import { ChangePasswordExchange } from "@/components/auth/change-password";

export const metadata: Metadata = { title: "Set your password" };

// Spec 1 section 2: /change-pw reads a token query parameter, exchanges it, and redirects to the address returned.
export default async function ChangePasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-6">
      <ChangePasswordExchange token={token ?? ""} />
    </main>
  );
}
