"use client";

// Company page tabs addressed by the URL hash (#details, #employees, ...). Header buttons follow the tab:
// Edit details on the others, Add employee on the employee tabs, plus Import employees for CS admins.
import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Tabs, useHashTab } from "@/components/ui/tabs";

export type TabDef = { id: string; label: string };
const EMPLOYEE_TABS = new Set(["employees", "pending-employees"]);

export function CompanyTabs({
  title,
  tabs,
  panels,
  editHref,
  addEmployeeHref,
  importHref,
}: {
  title: ReactNode;
  tabs: TabDef[];
  panels: Record<string, ReactNode>;
  editHref: string | null;
  addEmployeeHref: string | null;
  importHref: string | null;
}) {
  const [active, setActive] = useHashTab(
    tabs.map((t) => t.id),
    tabs[0]?.id ?? "details",
  );
  const onEmployeeTab = EMPLOYEE_TABS.has(active);
  const button = "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium";

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="flex flex-wrap gap-2">
          {onEmployeeTab && importHref ? (
            <Link
              href={importHref}
              className={cn(button, "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}
            >
              Import employees
            </Link>
          ) : null}
          {onEmployeeTab && addEmployeeHref ? (
            <Link href={addEmployeeHref} className={cn(button, "bg-indigo-600 text-white hover:bg-indigo-700")}>
              Add employee
            </Link>
          ) : null}
          {!onEmployeeTab && editHref ? (
            <Link href={editHref} className={cn(button, "bg-indigo-600 text-white hover:bg-indigo-700")}>
              Edit details
            </Link>
          ) : null}
        </div>
      </div>
      <Tabs
        label="Company sections"
        value={active}
        onValueChange={setActive}
        items={tabs.map((tab) => ({ value: tab.id, label: tab.label, content: panels[tab.id] }))}
      />
    </div>
  );
}
