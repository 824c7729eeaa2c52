import type { Metadata } from "next";
import { platformSigningKey } from "@/lib/keys/platform-signing-key";
import { VerifyPanel } from "@/components/payroll-packs/verify-panel";

export const metadata: Metadata = { title: "Verify a signed record" };

// Public (no sign-in; middleware PUBLIC_PATHS): whoever an employee hands their signed record to (a landlord, a
// bank, a consulate) checks it here, in their own browser against the platform's public key; nothing is uploaded.
// Signed payroll packs verify here too (the same verifier as the packs page and scripts/verify-pack.ts).
export default function VerifyRecordPage() {
  const key = platformSigningKey();
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-3xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">Verify a signed record</h1>
      <p className="text-slate-800">
        Choose the ZIP file of an employee&apos;s signed record (or of a signed payroll pack). It is checked here, in
        this browser, against the platform&apos;s public key (key {key.keyId}): the signature of its manifest and the
        SHA-256 fingerprint of every file. Any file changed since it was signed is named.
      </p>
      <VerifyPanel defaultPublicKeyPem={key.publicKeyPem} fileLabel="Signed record (ZIP)" />
    </main>
  );
}
