"use client";

// Managers' /employees tabs (#employees, #pending-employees), kept in the URL hash.
import type { ReactNode } from "react";
import { HashTabs } from "@/components/ui/tabs";

export function ManagerEmployeeTabs({ employees, pending }: { employees: ReactNode; pending: ReactNode }) {
  return (
    <HashTabs
      label="Employee lists"
      items={[
        { value: "employees", label: "Employees", content: employees },
        { value: "pending-employees", label: "Pending employees", content: pending },
      ]}
    />
  );
}
