import type { Metadata } from "next";
import { workbookActionsOf } from "@/lib/payroll/workbook-actions";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getWorkbook } from "@/lib/payroll/get-workbook";
import { listActiveProviders } from "@/lib/payroll/list-active-providers";
import { InstanceDetail } from "@/components/payroll/instance-detail";

export const metadata: Metadata = { title: "Payroll instance" };

export default async function PayrollInstancePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const actor = await guardPage({ permission: "payroll.access" });
  const { name, month, year } = await orNotFound(() => getWorkbook(id));
  const providers = await listActiveProviders(actor);
  return (
    <InstanceDetail workbook={{ id, name, month, year }} providers={providers} actions={workbookActionsOf(actor)} />
  );
}
