"use client";

// The workflow buttons of one row of the pay reports tab (spec 2 sections 2, 4, 7 and 8): 'Start Verification'
// and 'Publish' on a file ready for verification, a Refresh button while it is being prepared (APPROVED), the
// queries, 'Approve' and 'Publish' after that; nothing once PUBLISHED. Each button names its file for screen
// readers, since every row has the same buttons.
import { useState } from "react";
import type { GtnFile } from "@/lib/payroll/dto";
import type { BulkResult } from "@/lib/payroll/schema";
import type { PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { singleActionsFor, type SingleAction } from "@/lib/payroll/single-actions";
import { ApiError, apiFetch } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";

async function send(fileId: string, action: SingleAction) {
  const answer = await apiFetch<BulkResult | undefined>(action.url, { method: "POST", json: action.body });
  if (!action.answersMap) return;
  // The publish call answers each file on its own; this one's result must read SUCCESS.
  const result = answer?.[fileId];
  if (result !== "SUCCESS") throw new ApiError(422, { message: result ?? JSON.stringify(answer ?? {}) });
}

export function PayReportStatusActions({ file, onChanged }: { file: GtnFile; onChanged: () => unknown }) {
  const { busy, run } = useAction({ refresh: onChanged, refreshServer: false });
  const [running, setRunning] = useState<PayReportStatusValue | null>(null);
  const status = file.processingStatus as PayReportStatusValue;
  if (status === "APPROVED")
    return (
      <Button variant="secondary" aria-label={`Refresh ${file.fileName}`} onClick={() => void onChanged()}>
        Refresh
      </Button>
    );
  const actions = singleActionsFor(file.id, status);
  if (actions.length === 0) return null;
  const start = async (action: SingleAction) => {
    setRunning(action.to);
    await run(() => send(file.id, action), { success: action.success, failure: action.failure });
    setRunning(null);
  };
  return (
    <span className="inline-flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action.to}
          variant={action.to === "PRE_APPROVAL_QUERY" || action.to === "PRE_PUBLISH_QUERY" ? "secondary" : "primary"}
          aria-label={`${action.label} ${file.fileName}`}
          loading={busy && running === action.to}
          disabled={busy}
          onClick={() => void start(action)}
        >
          {action.label}
        </Button>
      ))}
    </span>
  );
}
