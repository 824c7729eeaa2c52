import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { ATLAS_COMPARE_MAX, ATLAS_PATH, isAtlasOn } from "@/lib/hiring/atlas";
import { listTerritories } from "@/lib/hiring/list-territories";
import { EmptyState } from "@/components/ui/misc";
import { CompareForm } from "./compare-form";
import { CompareTable } from "./compare-table";

export const metadata: Metadata = { title: "Compare countries" };

// The atlas compare page (spec 1 section 2 'the atlas compare/atlas pages'): up to three countries' key facts side by
// side (?countries=DE,FR), each with 'Hire in' for who can hire (?from=atlas-compare brings them back here).
export default async function AtlasComparePage({
  searchParams,
}: {
  searchParams: Promise<{ countries?: string | string[] }>;
}) {
  const actor = await guardPage({ permission: "companies.read" });
  if (!isAtlasOn()) notFound();
  const raw = (await searchParams).countries ?? [];
  const codes = [
    ...new Set(
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((v) => v.split(","))
        .map((v) => v.trim().toUpperCase())
        .filter((v) => /^[A-Z]{2}$/.test(v)),
    ),
  ].slice(0, ATLAS_COMPARE_MAX);
  const territories = await listTerritories();
  const chosen = codes.flatMap((code) => territories.filter((t) => t.code === code));
  return (
    <div className="space-y-4">
      <Link href={ATLAS_PATH} className="text-sm text-indigo-700 underline">
        ← Back to the atlas
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Compare countries</h1>
      <CompareForm
        countries={territories.map((t) => ({ value: t.code, label: t.name }))}
        chosen={chosen.map((t) => t.code)}
        max={ATLAS_COMPARE_MAX}
      />
      {chosen.length === 0 ? (
        <EmptyState title="Choose up to three countries to compare" />
      ) : (
        <CompareTable
          territories={chosen}
          hireCompanyId={can(actor, "seats.create") ? (actor.companyId ?? null) : null}
        />
      )}
    </div>
  );
}
