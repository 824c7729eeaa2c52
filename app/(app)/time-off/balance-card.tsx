"use client";

import { Card, DefinitionList } from "@/components/ui/misc";
import type { TimeOffBalanceDto } from "@/lib/time-off/response-schema";

/** "1 day", "12 days", "Unlimited" (no allowance recorded: "—"). */
export function formatDays(days: number | null, unlimited = false): string {
  if (days === null) return unlimited ? "Unlimited" : "—";
  return `${days} ${Math.abs(days) === 1 ? "day" : "days"}`;
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
      <p className="mt-3 text-xs text-slate-600">
        Working days of holiday leave this year; public holidays are never charged as leave. Remaining is the allowance
        less taken and booked days; pending requests count once approved.
        {balance.allowanceType === "INCLUDING_PUBLIC_HOLIDAYS"
          ? " The allowance includes public holidays: those on working days count as taken or booked."
          : ""}
      </p>
    </Card>
  );
}
