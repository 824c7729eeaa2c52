"use client";

// The signed packs page: the verify panel (drop a pack, checked in the browser) above the list of packs the viewer
// may download, newest first.
import { Card, EmptyState } from "@/components/ui/misc";
import { DataTable } from "@/components/ui/data-table";
import type { PackSummary } from "@/lib/payroll/packs/schema";
import { PUBLIC_KEY_PATH } from "@/lib/payroll/packs/pack-format";
import { PACK_COLUMNS } from "./pack-columns";
import { VerifyPanel } from "@/components/payroll-packs/verify-panel";

export function PacksClient({
  packs,
  canDownload,
  publicKeyPem,
  keyId,
}: {
  packs: PackSummary[];
  canDownload: boolean;
  publicKeyPem: string;
  keyId: string;
}) {
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-700">
        Each published pay report has a signed pack: the register as received, the LSP bill, the variance, the findings
        with their justifications and the approval history; each client company in it has a pack of its own
        employees&apos; part (the company&apos;s rows of the register instead of the whole register). A manifest of
        their SHA-256 hashes is signed with the platform&apos;s Ed25519 key (key {keyId}, public at{" "}
        <a
          className="text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          href={PUBLIC_KEY_PATH}
        >
          {PUBLIC_KEY_PATH}
        </a>
        ). Offline: <code className="break-all">npx tsx scripts/verify-pack.ts pack.zip --key public.pem</code>.
      </p>
      <Card title="Verify a pack">
        <VerifyPanel defaultPublicKeyPem={publicKeyPem} />
      </Card>
      {canDownload ? (
        <DataTable
          caption="Signed payroll packs, newest first"
          columns={PACK_COLUMNS}
          rows={packs}
          getRowId={(p) => `${p.payReportId}:${p.companyId ?? ""}`}
          rowProps={(p) => ({
            "data-testid": "pack-row",
            "data-pay-report-id": p.payReportId,
            "data-company-id": p.companyId ?? "",
          })}
          emptyState={
            <EmptyState
              title="No signed packs yet"
              description="A pack is built in the background when a pay report is published."
            />
          }
        />
      ) : null}
    </div>
  );
}
