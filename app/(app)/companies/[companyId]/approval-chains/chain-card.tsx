"use client";

// One kind of request's chain: its levels in words (or the single approver), and the editor for those who may
// change it.
import { formatDate } from "@/lib/dates";
import type { ApprovalPolicyDto, ApprovalSettingsDto } from "@/lib/approval-chains/schema";
import { Card } from "@/components/ui/misc";
import { ChainEditor } from "./chain-editor";
import { KIND_TITLES, SINGLE_APPROVER, describeLevel } from "./chain-form";

export type SavedHandler = (answer: ApprovalSettingsDto, message: string) => Promise<unknown>;

export function ChainCard({
  settings,
  policy,
  onSaved,
  onFailed,
}: {
  settings: ApprovalSettingsDto;
  policy: ApprovalPolicyDto;
  onSaved: SavedHandler;
  onFailed: (message: string) => void;
}) {
  const title = KIND_TITLES[policy.kind];
  return (
    <Card title={title}>
      <div className="space-y-4" data-testid={`chain-${policy.kind}`}>
        {policy.levels.length ? (
          <div className="text-sm text-slate-800">
            <ol aria-label={`Saved ${title.toLowerCase()} chain`} className="list-decimal space-y-1 pl-5">
              {policy.levels.map((level, i) => (
                <li key={level.position}>{describeLevel(level, i).replace(/^Level \d+: /, "")}</li>
              ))}
            </ol>
            {policy.updatedAt ? (
              <p className="mt-1 text-xs text-slate-600">Changed on {formatDate(policy.updatedAt)}.</p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-slate-800">{SINGLE_APPROVER}</p>
        )}
        {settings.canManage ? (
          <ChainEditor
            companyId={settings.companyId}
            policy={policy}
            managers={settings.managers}
            onSaved={onSaved}
            onFailed={onFailed}
          />
        ) : null}
      </div>
    </Card>
  );
}
