import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { listLsps } from "@/lib/lsps/list-lsps";
import { EmptyState, Pill } from "@/components/ui/misc";

export const metadata: Metadata = { title: "LSPs" };

// Spec 3 section 2: countries column = first 3 sorted plus a count of the rest.
export default async function LspsPage() {
  const actor = await guardPage({ permission: "lsps.list" });
  const { items } = await listLsps(actor, { pageSize: 200 });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Local service providers</h1>
        {/* Not in the navigation: the spec fixes each role's entries; the LSPs' employers and providers live here. */}
        <nav aria-label="LSP records" className="flex gap-4 text-sm">
          {can(actor, "legalEntities.read") ? (
            <Link href="/back-office/legal-entities" className="text-indigo-700 underline">
              Legal entities
            </Link>
          ) : null}
          {can(actor, "payrollProviders.read") ? (
            <Link href="/back-office/payroll-providers" className="text-indigo-700 underline">
              Payroll providers
            </Link>
          ) : null}
        </nav>
      </div>
      {items.length === 0 ? (
        <EmptyState title="No LSPs" />
      ) : (
        <table className="w-full border-collapse bg-white text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="p-2">
                Name
              </th>
              <th scope="col" className="p-2">
                Countries
              </th>
              <th scope="col" className="p-2">
                Employees
              </th>
              <th scope="col" className="p-2">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((l) => (
              <tr key={l.id} className="border-b border-slate-100">
                <td className="p-2">
                  <Link href={`/lsps/${l.id}`} className="text-indigo-700 underline">
                    {l.name}
                  </Link>
                </td>
                <td className="p-2">{l.countriesLabel || "-"}</td>
                <td className="p-2">{l.noOfEmployees}</td>
                <td className="p-2">
                  <Pill tone={l.isActive ? "success" : "neutral"}>{l.isActive ? "Active" : "Inactive"}</Pill>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
