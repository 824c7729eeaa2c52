"use client";

// /companies/{companyId}/approval-chains: one card per kind of request with its chain (and, for the company's
// admins, the editor), then the delegates. Every change answers the whole settings, which replace the cache; the
// outcome is announced in the live region at the top.
import { useCallback, useState } from "react";
import { failureMessage } from "@/lib/http/client";
import { APPROVAL_REQUEST_KINDS } from "@/lib/approval-chains/levels";
import type { ApprovalSettingsDto } from "@/lib/approval-chains/schema";
import { useApprovalSettings } from "@/lib/swr/use-approval-settings";
import { Banner } from "@/components/ui/misc";
import { ChainCard } from "./chain-card";
import { DelegationsCard } from "./delegations-card";

export function ApprovalChainsClient({ initial, userId }: { initial: ApprovalSettingsDto; userId: string }) {
  const { data, error, mutate } = useApprovalSettings(initial.companyId, initial);
  const settings = data ?? initial;
  const [outcome, setOutcome] = useState("");
  const onSaved = useCallback(
    async (answer: ApprovalSettingsDto, message: string) => {
      await mutate(answer, { revalidate: false });
      setOutcome(message);
    },
    [mutate],
  );

  return (
    <div className="space-y-4">
      <p
        role="status"
        aria-live="polite"
        className="text-sm font-medium text-slate-800 empty:hidden"
        data-testid="approval-settings-outcome"
      >
        {outcome}
      </p>
      {error ? <Banner tone="error" title={failureMessage(error, "Could not read the approval settings.")} /> : null}
      {!settings.canManage ? (
        <Banner tone="info" title="Only the company's admins change the chains.">
          You can name a delegate who decides in your place while you are away.
        </Banner>
      ) : null}
      {APPROVAL_REQUEST_KINDS.map((kind) => (
        <ChainCard
          key={kind}
          settings={settings}
          policy={settings.policies.find((p) => p.kind === kind) ?? { kind, levels: [], updatedAt: null }}
          onSaved={onSaved}
          onFailed={setOutcome}
        />
      ))}
      <DelegationsCard settings={settings} userId={userId} onSaved={onSaved} onFailed={setOutcome} />
    </div>
  );
}
