"use client";

// Managers' /employees tabs (#employees, #pending-employees, #termination-requests), kept in the URL hash.
// #termination-requests is where a manager lands after requesting a termination (spec 2 section 2).
import type { ReactNode } from "react";
import { HashTabs } from "@/components/ui/tabs";

export function ManagerEmployeeTabs({
  employees,
  pending,
  terminations,
}: {
  employees: ReactNode;
  pending: ReactNode;
  terminations?: ReactNode;
}) {
  return (
    <HashTabs
      label="Employee lists"
      items={[
        { value: "employees", label: "Employees", content: employees },
        { value: "pending-employees", label: "Pending employees", content: pending },
        ...(terminations
          ? [{ value: "termination-requests", label: "Termination requests", content: terminations }]
          : []),
      ]}
    />
  );
}
