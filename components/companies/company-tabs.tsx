"use client";

// Company page tabs addressed by the URL hash (#details, #employees, ...). Header buttons follow the tab:
// Edit details on the others, Add employee on the employee tabs, plus Import employees for CS admins.
import Link from "next/link";
import { useEffect, useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";

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
  const [active, setActive] = useState(tabs[0]?.id ?? "details");
  useEffect(() => {
    const read = () => {
      const hash = window.location.hash.replace(/^#/, "");
      if (tabs.some((t) => t.id === hash)) setActive(hash);
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [tabs]);

  const select = (id: string) => {
    setActive(id);
    history.replaceState(null, "", `#${id}`);
  };
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
      <div role="tablist" aria-label="Company sections" className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            role="tab"
            type="button"
            id={`tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            onClick={() => select(tab.id)}
            className={cn(
              "border-b-2 px-3 py-2 text-sm",
              active === tab.id
                ? "border-indigo-600 font-semibold text-indigo-700"
                : "border-transparent text-slate-700 hover:text-slate-900",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== tab.id}
        >
          {active === tab.id ? panels[tab.id] : null}
        </div>
      ))}
    </div>
  );
}
