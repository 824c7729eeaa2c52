import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { ZCompanyInvoicesQuery } from "@/lib/finance/company-invoice-schema";
import { loadCompanyInvoicesView } from "@/lib/finance/load-company-invoices-view";
import { CompanyInvoicesClient } from "./page-client";

export const metadata: Metadata = { title: "Invoices" };

// The company invoices page the overdue banner's 'Review and make a payment' opens (spec 1 sections 2, 8): the
// audience of the company's financial data (balances.read: finance admins, managers with the finance scope or
// super manager). A manager reaches only their own company; another company's id is the 404 page.
export default async function CompanyInvoicesPage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { companyId } = await params;
  const actor = await guardPage({ permission: "balances.read" });
  const raw = await searchParams;
  const parsed = ZCompanyInvoicesQuery.safeParse({
    sort: raw.sort ?? undefined,
    dir: raw.dir ?? undefined,
    pageIndex: raw.pageIndex ?? undefined,
    pageSize: raw.pageSize ?? undefined,
  });
  const query = parsed.success ? parsed.data : ZCompanyInvoicesQuery.parse({});
  const view = await orNotFound(() => loadCompanyInvoicesView(actor, companyId, query));
  return (
    <div className="space-y-4">
      <Link href={`/companies/${encodeURIComponent(companyId)}`} className="text-sm text-indigo-700 underline">
        ← Back to {view.initial.companyName}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Invoices</h1>
      <CompanyInvoicesClient {...view} />
    </div>
  );
}
