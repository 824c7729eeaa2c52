import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { listBalanceCompanies } from "@/lib/finance/list-balance-companies";
import { guardPage } from "@/lib/pages/guard";
import type { Actor } from "@/lib/auth/actor";
import { getBalances } from "@/lib/finance/get-balances";
import { getBalanceHistory } from "@/lib/finance/get-balance-history";
import { reconcileCosts } from "@/lib/finance/reconcile-costs";
import { BalancesClient } from "./page-client";

export const metadata: Metadata = { title: "Balances" };

// Spec 2 section 2: /balances, the client balances view (managers with financial access, finance admins).
// Managers read their own company; staff name one with ?companyId= (a list of companies with balances otherwise).
export default async function BalancesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await guardPage({ permission: "balances.read" });
  const requested = (await searchParams).companyId;
  const companyId = actor.companyId ?? (typeof requested === "string" ? requested : null);
  if (!companyId) {
    const companies = await listBalanceCompanies(actor);
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">Balances</h1>
        <h2 className="text-lg font-semibold text-slate-800">Choose a company</h2>
        <ul className="list-disc space-y-1 pl-6">
          {companies.map((c) => (
            <li key={c.id}>
              <Link className="text-indigo-700 underline" href={`/balances?companyId=${encodeURIComponent(c.id)}`}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const data = await loadBalances(actor, companyId);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Balances</h1>
        <Link className="text-indigo-700 underline" href={`/companies/${encodeURIComponent(companyId)}/invoices`}>
          Invoices
        </Link>
      </div>
      <BalancesClient
        companyId={companyId}
        today={today}
        initial={JSON.parse(JSON.stringify(data.balances))}
        history={data.history}
        reconciliation={data.reconciliation}
      />
    </div>
  );
}

async function loadBalances(actor: Actor, companyId: string) {
  try {
    const [balances, history, reconciliation] = await Promise.all([
      getBalances(actor, companyId),
      getBalanceHistory(actor, companyId),
      reconcileCosts(actor, companyId),
    ]);
    return { balances, history, reconciliation };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}
