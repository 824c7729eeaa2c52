"use client";

// Managers' /employees tabs (#employees, #pending-employees), kept in the URL hash.
import * as Tabs from "@radix-ui/react-tabs";
import { useSyncExternalStore, type ReactNode } from "react";

const TABS = [
  { value: "employees", label: "Employees" },
  { value: "pending-employees", label: "Pending employees" },
];

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

function currentTab() {
  const fromHash = window.location.hash.replace("#", "");
  return TABS.some((t) => t.value === fromHash) ? fromHash : "employees";
}

export function ManagerEmployeeTabs({ employees, pending }: { employees: ReactNode; pending: ReactNode }) {
  const tab = useSyncExternalStore(subscribeToHash, currentTab, () => "employees");
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        history.replaceState(null, "", `#${value}`);
        window.dispatchEvent(new HashChangeEvent("hashchange"));
      }}
    >
      <Tabs.List aria-label="Employee lists" className="mb-4 flex gap-1 border-b border-slate-200">
        {TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="border-b-2 border-transparent px-3 py-2 text-sm text-slate-700 data-[state=active]:border-indigo-600 data-[state=active]:font-semibold data-[state=active]:text-indigo-700"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="employees">{employees}</Tabs.Content>
      <Tabs.Content value="pending-employees">{pending}</Tabs.Content>
    </Tabs.Root>
  );
}
