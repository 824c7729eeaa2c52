import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { billActionsOf } from "@/lib/payroll/workbook-actions";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getWorkbook } from "@/lib/payroll/get-workbook";
import { PAYROLL_CYCLES, type PayrollCycleValue } from "@/lib/payroll/schema";
import { LspBillDetail } from "./page-client";
import { payrollJustificationsOn } from "@/lib/payroll/justifications-flag";

export const metadata: Metadata = { title: "LSP bill detail" };

type Search = { country?: string; lspId?: string; payrollCycle?: string; payrollPeriod?: string };

export default async function LspBillDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Search>;
}) {
  const { id } = await params;
  const q = await searchParams;
  const actor = await guardPage({ permission: "payroll.access" });
  const workbook = await orNotFound(() => getWorkbook(id));
  // Spec 2 section 2: without country, lspId and payrollCycle it redirects back to the list.
  if (!q.country || !q.lspId || !q.payrollCycle || !(PAYROLL_CYCLES as readonly string[]).includes(q.payrollCycle))
    redirect(`/payroll/payroll-instances/${id}#lsp-bills`);
  const payrollPeriod = /^\d{6}$/.test(q.payrollPeriod ?? "")
    ? q.payrollPeriod!
    : `${workbook.year}${String(workbook.month).padStart(2, "0")}`;
  return (
    <LspBillDetail
      workbookId={id}
      bill={{
        country: q.country.toUpperCase(),
        lspId: q.lspId,
        payrollCycle: q.payrollCycle as PayrollCycleValue,
        payrollPeriod,
      }}
      actions={billActionsOf(actor)}
      justifications={payrollJustificationsOn()}
    />
  );
}
