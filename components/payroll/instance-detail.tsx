"use client";

// Payroll instance detail (spec 2 section 2): tabs #payreports (the gross-to-net files of this workbook with
// filters in the URL, banners, row menu, upload and delete modals), #lsp-bills (one link per bill) and
// #benefits (the benefits import, for those the policy lets read it).
import Link from "next/link";
import { Tabs, useHashTab } from "@/components/ui/tabs";
import { PayReportsTab } from "@/components/payroll/instance-pay-reports-tab";
import { LspBillsTab } from "@/components/payroll/instance-lsp-bills-tab";
import { BenefitsTab } from "@/components/payroll/instance-benefits-tab";
import type { Provider, Workbook } from "@/components/payroll/instance-workbook";
import type { AllowedWorkbookActions } from "@/lib/payroll/workbook-actions";

const TABS = ["payreports", "lsp-bills", "benefits"] as const;

export function InstanceDetail({
  workbook,
  providers,
  actions,
}: {
  workbook: Workbook;
  providers: Provider[];
  actions: AllowedWorkbookActions;
}) {
  const [tab, setTab] = useHashTab(TABS, "payreports");
  return (
    <div className="space-y-6">
      <Link href="/payroll#payroll-instances" className="text-sm text-indigo-700 hover:underline">
        ← All workbooks
      </Link>
      <h1 className="text-2xl font-semibold">{workbook.name}</h1>
      <Tabs
        label="Payroll instance"
        value={tab}
        onValueChange={(v) => setTab(v as (typeof TABS)[number])}
        items={[
          {
            value: "payreports",
            label: "Pay reports",
            content: <PayReportsTab workbook={workbook} providers={providers} actions={actions} />,
          },
          { value: "lsp-bills", label: "LSP bills", content: <LspBillsTab workbook={workbook} /> },
          ...(actions.benefitsRead
            ? [
                {
                  value: "benefits",
                  label: "Benefits",
                  content: <BenefitsTab workbook={workbook} canImport={actions.benefitsWrite} />,
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
