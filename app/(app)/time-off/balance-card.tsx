"use client";

import { Card, DefinitionList } from "@/components/ui/misc";
import { formatDate } from "@/lib/dates";
import type { TimeOffBalanceDto } from "@/lib/time-off/response-schema";
import { LEAVE_TYPES } from "@/lib/time-off/schema";

/** "1 day", "12 days", "Unlimited" (no allowance recorded: "—"). */
export function formatDays(days: number | null, unlimited = false): string {
  if (days === null) return unlimited ? "Unlimited" : "—";
  return `${days} ${Math.abs(days) === 1 ? "day" : "days"}`;
}

const LEAVE_LABELS: Record<string, string> = Object.fromEntries(LEAVE_TYPES.map((t) => [t.value, t.label]));

/** The leave policy's side: entitled, accrued, carried over, expiring, and each leave type's days. */
function policyItems(balance: TimeOffBalanceDto, unlimited: boolean) {
  if (balance.entitled === undefined) return [];
  const expiring =
    balance.carryOverExpires && balance.expiring
      ? `${formatDays(balance.expiring)}, usable until ${formatDate(balance.carryOverExpires)}`
      : balance.lapsed
        ? `${formatDays(balance.lapsed)} lapsed on ${formatDate(balance.carryOverExpires)}`
        : "None";
  const items = unlimited
    ? []
    : [
        { label: "Entitled this year", value: formatDays(balance.entitled) },
        { label: "Accrued to date", value: formatDays(balance.accruedToDate ?? null) },
        { label: "Carried over", value: formatDays(balance.carriedOver ?? null) },
        { label: "Expiring", value: expiring },
        { label: "Available", value: formatDays(balance.available ?? null) },
      ];
  const byType = (balance.byType ?? [])
    .filter((t) => t.taken || t.scheduled || t.leaveType === "op:leave:holiday")
    .map((t) => ({
      label: `${LEAVE_LABELS[t.leaveType] ?? t.leaveType}: taken, scheduled`,
      value: `${formatDays(t.taken)}, ${formatDays(t.scheduled)}`,
    }));
  return [...items, ...byType];
}

/** An employee's holiday balance this year, in working days (lib/time-off/get-time-off-balance.ts). */
export function BalanceCard({ balance, name }: { balance: TimeOffBalanceDto; name?: string }) {
  const unlimited = balance.allowanceType === "UNLIMITED";
  const title = name ? `Holiday balance ${balance.year}: ${name}` : `Holiday balance ${balance.year}`;
  return (
    <Card title={title}>
      <div data-testid="time-off-balance">
        <DefinitionList
          items={[
            { label: "Allowance", value: formatDays(balance.allowanceDays, unlimited) },
            { label: "Taken", value: formatDays(balance.takenDays) },
            { label: "Booked", value: formatDays(balance.bookedDays) },
            { label: "Pending approval", value: formatDays(balance.pendingDays) },
            { label: "Remaining", value: formatDays(balance.remainingDays, unlimited) },
          ]}
        />
      </div>
      {balance.entitled !== undefined ? (
        <div className="mt-4 border-t border-slate-200 pt-4" data-testid="time-off-leave-policy">
          <DefinitionList items={policyItems(balance, unlimited)} />
        </div>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">
        Working days of holiday leave this year; public holidays are never charged as leave. Remaining is the allowance
        less taken and booked days; pending requests count once approved.
        {balance.entitled !== undefined && !unlimited
          ? " Entitled is the allowance pro rata for a start or end this year; carried-over days are used first and" +
            " lapse after their date; available is accrued plus carried over, less taken and booked days."
          : ""}
        {balance.allowanceType === "INCLUDING_PUBLIC_HOLIDAYS"
          ? " The allowance includes public holidays: those on working days count as taken or booked."
          : ""}
      </p>
    </Card>
  );
}
