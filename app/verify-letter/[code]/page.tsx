import type { Metadata } from "next";
import { findPublicLetter } from "@/lib/letters/verify-letter";
import { CHECK_MESSAGES } from "@/lib/letters/schema";
import { VerifyLetterCheck } from "./verify-letter-check";

export const metadata: Metadata = { title: "Verify a letter" };

// Public (no sign-in; middleware PUBLIC_PATHS): where a letter's QR code leads. A known code shows only what the
// letter itself states, and lets the visitor check their copy of the file (hashed in their browser).
export default async function VerifyLetterPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const letter = await findPublicLetter(code);
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">Verify a letter</h1>
      {letter ? (
        <>
          <p className="text-slate-800" data-testid="letter-facts">
            Genuine letter issued by {letter.employer} on {letter.issuedOn}: {letter.kind}, for {letter.employeeName}.
          </p>
          <VerifyLetterCheck code={letter.code} />
        </>
      ) : (
        <p role="status" className="text-slate-800">
          {CHECK_MESSAGES.unknown}
        </p>
      )}
    </main>
  );
}
