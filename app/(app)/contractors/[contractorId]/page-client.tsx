"use client";

// The contractor page: details, contracts and invoices (numbered pages, overdue days shown), and for admins the
// state changes the transition tables allow (computed on the server, applied through the PATCH calls).
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import { CONTRACTOR_STATE_LABEL } from "@/lib/contractors/badge";
import type { ContractorDetail } from "@/lib/contractors/get-contractor";
import type { ContractorInvoicePage } from "@/lib/swr/use-contractor-invoices";
import { Button } from "@/components/ui/button";
import { Banner, Card, DefinitionList } from "@/components/ui/misc";
import { ContractorStateBadge } from "@/components/contractors/contractor-state-badge";
import { ContractsCard } from "./contractor-contracts-card";
import { InvoicesCard } from "./contractor-invoices-card";

const FAILED = "Something went wrong, please contact our support team";

export function ContractorDetailClient({
  contractor: c,
  invoices,
  stateTargets,
  contractTargets,
}: {
  contractor: ContractorDetail;
  invoices: ContractorInvoicePage;
  stateTargets: string[];
  contractTargets: Record<string, string[]>;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const name = `${c.firstName} ${c.lastName}`;

  async function change(key: string, url: string, json: { state: string; version: number }, done: string) {
    setBusy(key);
    try {
      await apiFetch(url, { method: "PATCH", json });
      toast.success(done);
      router.refresh();
    } catch (e) {
      toast.error("Error", { description: failureMessage(e, FAILED) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4">
      <Link href="/contractors" className="text-sm text-indigo-700 underline">
        Back to contractors
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{name}</h1>
        <ContractorStateBadge state={c.state} />
      </div>
      {c.state === "DUPLICATE_EMAIL" ? (
        <Banner tone="error" title="This e-mail address is already used by another contractor.">
          Requested e-mail: {c.requestedEmail ?? c.email}. The contractor stays in Duplicate email until it is
          corrected.
        </Banner>
      ) : null}
      {stateTargets.length ? (
        <div className="flex flex-wrap gap-2" aria-label="Contractor status actions" role="group">
          {stateTargets.map((to) => (
            <Button
              key={to}
              variant="secondary"
              loading={busy === `state-${to}`}
              disabled={busy !== null}
              onClick={() =>
                change(
                  `state-${to}`,
                  `/api/contractors/${c.id}`,
                  { state: to, version: c.version },
                  `${name} is now ${CONTRACTOR_STATE_LABEL[to] ?? to}.`,
                )
              }
            >
              Set status to {CONTRACTOR_STATE_LABEL[to] ?? to}
            </Button>
          ))}
        </div>
      ) : null}
      <Card title="Details">
        <DefinitionList
          items={[
            { label: "Email", value: c.email },
            { label: "Country of residence", value: c.residenceCountryName ?? c.residenceCountry },
            {
              label: "Misclassification risk accepted",
              value: c.misclassificationRiskAccepted
                ? `Yes${c.misclassificationRiskAcceptedAt ? `, ${formatDate(c.misclassificationRiskAcceptedAt)}` : ""}${c.misclassificationRiskAcceptedByName ? ` by ${c.misclassificationRiskAcceptedByName}` : ""}`
                : "No",
            },
            { label: "Added", value: formatDate(c.createdAt) },
          ]}
        />
      </Card>
      <ContractsCard contractor={c} name={name} contractTargets={contractTargets} busy={busy} change={change} />
      <InvoicesCard contractorId={c.id} name={name} first={invoices} />
    </div>
  );
}
