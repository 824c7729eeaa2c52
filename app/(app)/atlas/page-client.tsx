"use client";

// The atlas list: a search over country names and tags, then a card per territory with its key facts, a link to
// compare it with others and, for who can hire, 'Hire in {country}'.
import { useState } from "react";
import Link from "next/link";
import { atlasHireHref, ATLAS_COMPARE_PATH } from "@/lib/hiring/atlas";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import type { Territory } from "@/lib/hiring/list-territories";
import { KeyFacts } from "@/components/hiring/key-facts";
import { TextField } from "@/components/ui/field";
import { EmptyState, Pill } from "@/components/ui/misc";

export function AtlasClient({
  territories,
  hireCompanyId,
}: {
  territories: Territory[];
  hireCompanyId: string | null;
}) {
  const [query, setQuery] = useState("");
  const q = query.trim().toLowerCase();
  const shown = q
    ? territories.filter((t) => t.name.toLowerCase().includes(q) || t.tags.some((tag) => tag.toLowerCase().includes(q)))
    : territories;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-sm">
          <TextField label="Search countries" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <Link href={ATLAS_COMPARE_PATH} className="text-sm text-indigo-700 underline">
          Compare countries
        </Link>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No country matches your search" />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Countries">
          {shown.map((t) => (
            <li key={t.code} className="space-y-2" data-testid="atlas-country">
              <KeyFacts countryName={`${t.flag ? `${t.flag} ` : ""}${t.name}`} content={t.keyFacts} />
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {t.tags.map((tag) => (
                  <Pill key={tag}>{tag}</Pill>
                ))}
                <Link href={`${ATLAS_COMPARE_PATH}?countries=${t.code}`} className="text-indigo-700 underline">
                  Compare {t.name}
                </Link>
                {hireCompanyId && !t.isSanctioned ? (
                  <Link href={atlasHireHref(hireCompanyId, t.code)} className="font-medium text-indigo-700 underline">
                    Hire in {t.name}
                  </Link>
                ) : null}
                {t.isSanctioned ? <span className="text-red-800">{MESSAGES_HIRING.sanctioned(t.name)}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
