"use client";

import { useCallback } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTimeOff, useTimeOffBalance } from "@/lib/swr/use-time-off";
import type { TimeOffListDto } from "@/lib/time-off/dto";
import type { TimeOffPageData } from "@/lib/time-off/load-time-off-page";
import { EmptyState } from "@/components/ui/misc";
import { LazyLoading } from "@/components/ui/lazy-loading";
import { SelectField } from "@/components/ui/field";
import { MonthPicker } from "@/components/time/month-picker";
import { AddTimeOffForm } from "./add-time-off-form";
import { BalanceCard } from "./balance-card";
import { TimeOffTables } from "./time-off-tables";

type Props = { data: Exclude<TimeOffPageData, { mode: "none" }> };

// The deciders' parts (the requests waiting for them, the team's balances) load their code when shown: the page's
// first load carries only what every visitor sees.
const PendingApprovals = dynamic(() => import("./pending-approvals").then((m) => m.PendingApprovals), {
  ssr: false,
  loading: LazyLoading,
});
const TeamBalances = dynamic(() => import("./team-balances").then((m) => m.TeamBalances), {
  ssr: false,
  loading: LazyLoading,
});

const EMPTY: TimeOffListDto = { taken: [], scheduled: [] };

/**
 * /time-off: the month's time off (an employee's own, or a company's or one employee's for managers and
 * admins), the holiday balance, and beyond the spec the approvals: each entry's status and, for deciders, the
 * requests waiting for them. What the caller may do comes from the loader (`actions`).
 */
export function TimeOffClient({ data }: Props) {
  const router = useRouter();
  const company = data.mode === "company" ? data : null;
  const employeeId = data.mode === "employee" ? data.employeeId : (company?.employee?.id ?? null);
  const target = employeeId ? { employeeId } : { companyId: company?.companyId ?? "" };
  const enabled = !!employeeId || !!company?.companyId;
  const { data: fetched, mutate } = useTimeOff(target, data.month, data.list ?? EMPTY);
  const list = enabled ? (fetched ?? EMPTY) : EMPTY;
  const { data: balance, mutate: mutateBalance } = useTimeOffBalance(employeeId, data.balance);
  const refresh = useCallback(() => Promise.all([mutate(), mutateBalance()]), [mutate, mutateBalance]);
  // A booking outside the month on screen would vanish from the list: show the month it starts in.
  const onBooked = useCallback(
    (startDate: string) => {
      const bookedMonth = startDate.slice(0, 7);
      if (bookedMonth !== data.month) router.replace(`?month=${encodeURIComponent(bookedMonth)}`);
      return refresh();
    },
    [data.month, refresh, router],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <MonthPicker month={data.month} />
        {company && company.companies.length > 0 ? (
          <div className="w-full sm:w-64">
            <SelectField
              label="Company"
              value={company.companyId ?? ""}
              placeholder="Choose a company"
              options={company.companies.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(e) => router.replace(`?companyId=${encodeURIComponent(e.target.value)}&month=${data.month}`)}
            />
          </div>
        ) : null}
      </div>
      {company?.employee ? (
        <p className="text-sm text-slate-700" data-testid="time-off-employee-filter">
          Showing the time off of <span className="font-medium">{company.employee.name}</span>.{" "}
          <Link
            href={`/time-off?companyId=${encodeURIComponent(company.companyId ?? "")}&month=${data.month}`}
            className="font-medium text-indigo-700 hover:underline"
          >
            Show the whole company
          </Link>
        </p>
      ) : null}
      {company?.pending ? <PendingApprovals pending={company.pending} onDecided={refresh} /> : null}
      {balance ? <BalanceCard balance={balance} name={company?.employee?.name} /> : null}
      {company?.team ? <TeamBalances companyId={company.team.companyId} year={company.team.year} /> : null}
      {data.mode === "employee" && data.actions.canBook ? (
        <AddTimeOffForm onAdded={onBooked} holidayCalendar={data.holidayCalendar} />
      ) : null}
      {!enabled ? (
        <EmptyState title="Choose a company" description="Time off is listed per company." />
      ) : (
        <TimeOffTables list={list} withEmployee={data.mode === "company"} onChanged={refresh} />
      )}
    </div>
  );
}
