// The compared countries side by side: one column per country, one row per key fact (any country's), then tags and
// the way to hire there.
import Link from "next/link";
import { atlasHireHref } from "@/lib/hiring/atlas";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import type { Territory } from "@/lib/hiring/list-territories";

export function CompareTable({
  territories,
  hireCompanyId,
}: {
  territories: Territory[];
  hireCompanyId: string | null;
}) {
  const labels = [...new Set(territories.flatMap((t) => (t.keyFacts?.facts ?? []).map((f) => f.label)))];
  const cell = "px-4 py-3 align-top";
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      {/* Hand-built on purpose: a comparison matrix (row headers, one column per country) DataTable cannot express. */}
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Key facts compared</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${cell} text-left font-semibold text-slate-700`}>
              <span className="sr-only">Fact</span>
            </th>
            {territories.map((t) => (
              <th key={t.code} scope="col" className={`${cell} text-left font-semibold text-slate-900`}>
                {t.flag ? `${t.flag} ` : ""}
                {t.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {labels.length === 0 ? (
            <tr>
              <th scope="row" className={`${cell} text-left font-medium text-slate-700`}>
                Key facts
              </th>
              {territories.map((t) => (
                <td key={t.code} className={cell}>
                  {MESSAGES_HIRING.keyFactsSoon}
                </td>
              ))}
            </tr>
          ) : (
            labels.map((label) => (
              <tr key={label}>
                <th scope="row" className={`${cell} text-left font-medium text-slate-700`}>
                  {label}
                </th>
                {territories.map((t) => (
                  <td key={t.code} className={cell}>
                    {t.keyFacts?.facts?.find((f) => f.label === label)?.value ?? "—"}
                  </td>
                ))}
              </tr>
            ))
          )}
          <tr>
            <th scope="row" className={`${cell} text-left font-medium text-slate-700`}>
              Tags
            </th>
            {territories.map((t) => (
              <td key={t.code} className={cell}>
                {t.tags.join(", ") || "—"}
              </td>
            ))}
          </tr>
          {hireCompanyId ? (
            <tr>
              <th scope="row" className={`${cell} text-left font-medium text-slate-700`}>
                Hire
              </th>
              {territories.map((t) => (
                <td key={t.code} className={cell}>
                  {t.isSanctioned ? (
                    <span className="text-red-800">{MESSAGES_HIRING.sanctioned(t.name)}</span>
                  ) : (
                    <Link
                      href={atlasHireHref(hireCompanyId, t.code, "atlas-compare")}
                      className="font-medium text-indigo-700 underline"
                    >
                      Hire in {t.name}
                    </Link>
                  )}
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
