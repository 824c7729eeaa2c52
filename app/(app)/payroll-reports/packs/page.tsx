import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { listPacks } from "@/lib/payroll/packs/list-packs";
import { platformSigningKey } from "@/lib/keys/platform-signing-key";
import { PacksClient } from "./page-client";

export const metadata: Metadata = { title: "Signed payroll packs" };

// Issue 27: /payroll-reports/packs, the signed payroll packs the viewer may download (payroll admins: every pack;
// managers: published reports with their company's employees) and a panel that verifies a pack in the browser
// (Web Crypto Ed25519 and SHA-256 against the platform's public key; the file is never uploaded).
export default async function PayrollPacksPage() {
  const actor = await guardPage({ permission: "payrollPacks.verify" });
  const { items, canDownload } = await listPacks(actor);
  const key = platformSigningKey();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Signed payroll packs</h1>
      <PacksClient packs={items} canDownload={canDownload} publicKeyPem={key.publicKeyPem} keyId={key.keyId} />
    </div>
  );
}
