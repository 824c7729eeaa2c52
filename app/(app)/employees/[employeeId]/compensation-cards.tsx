"use client";

// Salary history and bonuses side by side: what explains a change in the employee's pay.
import { SalaryHistoryCard } from "./salary-history-card";
import { BonusesCard } from "./bonuses-card";

export function CompensationCards({ employeeId, currency }: { employeeId: string; currency: string }) {
  return (
    <div id="compensation" className="grid scroll-mt-24 gap-6 lg:grid-cols-2">
      <SalaryHistoryCard employeeId={employeeId} currency={currency} />
      <BonusesCard employeeId={employeeId} currency={currency} />
    </div>
  );
}
