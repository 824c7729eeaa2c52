import { MESSAGES_HIRING } from "@/lib/hiring/constants";

export type KeyFactsContent = { summary?: string; facts?: { label: string; value: string }[] };

/** Territory key facts; 'Key facts coming soon!' when a country has none (spec 1 section 8). */
export function KeyFacts({ countryName, content }: { countryName: string; content: KeyFactsContent | null }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5" aria-label={`Key facts: ${countryName}`}>
      <h2 className="font-semibold">Key facts: {countryName}</h2>
      {content?.facts?.length ? (
        <>
          {content.summary ? <p className="mt-1 text-sm text-slate-600">{content.summary}</p> : null}
          <dl className="mt-3 grid gap-2 sm:grid-cols-2">
            {content.facts.map((f) => (
              <div key={f.label}>
                <dt className="text-xs uppercase tracking-wide text-slate-500">{f.label}</dt>
                <dd className="text-sm">{f.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{MESSAGES_HIRING.keyFactsSoon}</p>
      )}
    </section>
  );
}
