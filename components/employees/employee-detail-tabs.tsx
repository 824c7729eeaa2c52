"use client";

// The employee page's tabs (#details, plus #documents for LSP users), kept in the URL hash.
import type { ReactNode } from "react";
import { HashTabs } from "@/components/ui/tabs";

export function EmployeeDetailTabs({ details, documents }: { details: ReactNode; documents: ReactNode | null }) {
  if (!documents) return <>{details}</>;
  return (
    <HashTabs
      label="Employee sections"
      items={[
        { value: "details", label: "Details", content: details },
        { value: "documents", label: "Documents", content: documents },
      ]}
    />
  );
}
