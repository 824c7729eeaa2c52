// The 'Your signed record' card on /pay: one ZIP of the employee's contract, payslips and letters with a signed
// manifest (GET /api/employees/{employeeId}/record), which anyone they hand it to checks offline with the verifier
// of the signed payroll packs against the platform's public key. A plain download link: the browser writes the
// streamed ZIP to disk as it arrives instead of holding the whole record in memory.
import Link from "next/link";
import { Card } from "@/components/ui/misc";
import { PUBLIC_KEY_PATH } from "@/lib/payroll/packs/pack-format";
import { employeeRecordPath } from "@/lib/payroll/packs/record-format";

const LINK =
  "text-indigo-700 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export function RecordDownload({ employeeId }: { employeeId: string }) {
  return (
    <Card
      title="Your signed record"
      actions={
        <a
          href={employeeRecordPath(employeeId)}
          download
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:min-h-10"
        >
          Download my signed record
        </a>
      }
    >
      <p className="max-w-3xl text-sm text-slate-700">
        One ZIP file with your contract, every payslip and every letter, and a manifest of their SHA-256 fingerprints
        signed by the platform. Whoever you give it to can check it on the{" "}
        <Link className={LINK} href="/verify-record">
          public verification page
        </Link>{" "}
        (in their browser, nothing is uploaded) or offline with{" "}
        <code className="break-all">scripts/verify-pack.ts</code> against the platform&apos;s public key (
        <a className={LINK} href={PUBLIC_KEY_PATH}>
          {PUBLIC_KEY_PATH}
        </a>
        ): any file changed since is named.
      </p>
    </Card>
  );
}
