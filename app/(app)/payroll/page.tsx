import type { Metadata } from "next";
import { payrollHomeActionsOf } from "@/lib/payroll/payroll-home-actions";
import { guardPage } from "@/lib/pages/guard";
import { WaitingForYou } from "@/components/home/waiting-for-you";
import { PayrollHome } from "@/components/payroll/payroll-home";
import { CheckOutcomes } from "@/components/payroll/check-outcomes";
import { listCheckOutcomes } from "@/lib/payroll/anomalies/list-check-outcomes";

export const metadata: Metadata = { title: "Payroll" };

// Spec 2 section 2 / spec 3 section 2: /payroll with tabs #payroll-instances (Workbooks), #fx-rates,
// #provider-id, #cutoff-reports and #taxonomies-update, each shown as its loader's actions allow.
export default async function PayrollPage() {
  const actor = await guardPage({ permission: "payroll.access" });
  const actions = payrollHomeActionsOf(actor);
  const outcomes = actions.checkOutcomes ? await listCheckOutcomes() : null;
  return (
    <div className="space-y-6">
      <WaitingForYou actor={actor} page="payroll" />
      <PayrollHome actions={actions} />
      {outcomes ? <CheckOutcomes rows={outcomes} /> : null}
    </div>
  );
}
