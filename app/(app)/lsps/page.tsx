import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { lspActionsOf } from "@/lib/lsps/lsp-actions";
import { listLsps } from "@/lib/lsps/list-lsps";
import { EmptyState } from "@/components/ui/misc";
import { LspsTable } from "./lsps-table";

export const metadata: Metadata = { title: "LSPs" };

// Spec 3 section 2: countries column = first 3 sorted plus a count of the rest.
export default async function LspsPage() {
  const actor = await guardPage({ permission: "lsps.list" });
  const { items } = await listLsps(actor, { pageSize: 200 });
  const actions = lspActionsOf(actor);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Local service providers</h1>
        {/* Not in the navigation: the spec fixes each role's entries; the LSPs' employers and providers live here. */}
        <nav aria-label="LSP records" className="flex gap-4 text-sm">
          {actions.openLegalEntities ? (
            <Link href="/back-office/legal-entities" className="text-indigo-700 underline">
              Legal entities
            </Link>
          ) : null}
          {actions.openPayrollProviders ? (
            <Link href="/back-office/payroll-providers" className="text-indigo-700 underline">
              Payroll providers
            </Link>
          ) : null}
        </nav>
      </div>
      {items.length === 0 ? (
        <EmptyState title="No LSPs" />
      ) : (
        <LspsTable
          items={items.map((l) => ({
            id: l.id,
            name: l.name,
            countriesLabel: l.countriesLabel,
            noOfEmployees: l.noOfEmployees,
            isActive: l.isActive,
          }))}
        />
      )}
    </div>
  );
}
