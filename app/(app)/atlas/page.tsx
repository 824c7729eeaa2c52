import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { isAtlasOn } from "@/lib/hiring/atlas";
import { listTerritories } from "@/lib/hiring/list-territories";
import { AtlasClient } from "./page-client";

export const metadata: Metadata = { title: "Atlas" };

// The country guide behind the atlas flag (spec 1 sections 2, 9): every territory with its flag, tags and key facts;
// a client opens the add-employee form for a country from here (?from=atlas brings them back).
export default async function AtlasPage() {
  const actor = await guardPage({ permission: "companies.read" });
  if (!isAtlasOn()) notFound();
  const territories = await listTerritories();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Atlas</h1>
      <AtlasClient
        territories={territories}
        hireCompanyId={can(actor, "seats.create") ? (actor.companyId ?? null) : null}
      />
    </div>
  );
}
