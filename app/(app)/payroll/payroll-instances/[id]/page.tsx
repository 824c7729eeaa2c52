import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/policy";
import { db } from "@/lib/db";
import { InstanceDetail } from "@/components/payroll/instance-detail";

export const metadata: Metadata = { title: "Payroll instance" };

export default async function PayrollInstancePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const actor = await currentActor();
  if (!actor) redirect("/login");
  if (!can(actor, "payroll.access")) redirect("/");
  const workbook = await db.workbook.findUnique({
    where: { id },
    select: { id: true, name: true, month: true, year: true },
  });
  if (!workbook) notFound();
  const providers = await db.legalEntity.findMany({
    where: { isActive: true },
    select: {
      id: true,
      name: true,
      countryCode: true,
      lspId: true,
      lsp: { select: { name: true } },
      country: { select: { name: true } },
    },
    orderBy: [{ countryCode: "asc" }, { name: "asc" }],
  });
  return (
    <InstanceDetail
      workbook={workbook}
      providers={providers.map((p) => ({
        id: p.id,
        name: p.name,
        countryCode: p.countryCode,
        countryName: p.country.name,
        lspId: p.lspId,
        lspName: p.lsp.name,
      }))}
      permissions={{
        upload: can(actor, "payReports.upload"),
        transition: can(actor, "payReports.transition"),
        remove: can(actor, "payReports.delete"),
        lspData: can(actor, "payReports.lspData"),
      }}
    />
  );
}
