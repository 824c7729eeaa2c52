import type { Metadata } from "next";
import { can } from "@/lib/policy";
import { guardPage } from "@/lib/pages/guard";
import { getPayrollHome } from "@/lib/payroll/get-payroll-home";
import { PayrollHome } from "@/components/payroll/payroll-home";

export const metadata: Metadata = { title: "Payroll" };

// Spec 2 section 2 / spec 3 section 2: /payroll with tabs #payroll-instances (Workbooks), #fx-rates and
// #cutoff-reports (read-only lists for now). Payroll, benefits or finance admins and benefits specialists.
export default async function PayrollPage() {
  const actor = await guardPage({ permission: "payroll.access" });
  const home = await getPayrollHome(actor);
  return (
    <PayrollHome
      canCreateWorkbook={can(actor, "workbooks.create")}
      showCutoff={home.showCutoff}
      fxRates={home.fxRates}
      cutoffReports={home.cutoffReports}
    />
  );
}
