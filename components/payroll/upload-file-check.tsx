"use client";

// Parts of the pay report upload dialog that say what the server will take before anything is sent: the known
// concepts of the chosen provider (a disclosure) and, per selected file, the problems the browser check found
// (line, column, message) or that it passed. The server checks every file again.
import type { RegisterChecks } from "@/components/payroll/use-register-checks";

export function KnownConceptsList({ checks, providerChosen }: { checks: RegisterChecks; providerChosen: boolean }) {
  if (!providerChosen)
    return <p className="text-xs text-slate-600">Choose a provider to see the concepts its files may use.</p>;
  if (checks.conceptsFailed)
    return (
      <p className="text-xs text-amber-800" role="status">
        The known concepts could not be loaded: the files are checked for their columns only, the server checks their
        concepts after upload.
      </p>
    );
  if (!checks.concepts) return <p className="text-xs text-slate-600">Loading the known concepts…</p>;
  return (
    <details className="rounded-md border border-slate-200 text-sm" data-testid="known-concepts">
      <summary className="cursor-pointer rounded-md px-3 py-2 font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600">
        Known concepts ({checks.concepts.length})
      </summary>
      {checks.concepts.length === 0 ? (
        <p className="px-3 pb-2 text-xs text-slate-600">
          No concepts are mapped for this country and LSP yet: add them under Taxonomies before uploading.
        </p>
      ) : (
        <ul className="max-h-48 overflow-y-auto px-3 pb-2 text-xs" aria-label="Known concepts">
          {checks.concepts.map((c) => (
            <li key={c.concept} className="flex flex-wrap justify-between gap-2 py-0.5">
              <span>{c.concept}</span>
              <span className="text-slate-600">
                {c.applicationType} · {c.category}
                {c.source === "lsp" ? " · LSP mapping" : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** The check result of one selected file, under its name. */
export function FileCheckResult({ checks, index }: { checks: RegisterChecks; index: number }) {
  const entry = checks.checks[index];
  if (!entry) return checks.checking ? <p className="basis-full text-xs text-slate-600">Checking…</p> : null;
  if (entry.failed || !entry.check)
    return <p className="basis-full text-xs text-amber-800">The file could not be read here; the server checks it.</p>;
  const { problems, rows, conceptsChecked, partial } = entry.check;
  if (problems.length === 0)
    return (
      <p className="basis-full text-xs text-emerald-800" data-testid="upload-file-check">
        Checked: {rows} concept row{rows === 1 ? "" : "s"}
        {conceptsChecked ? ", every concept known" : ""}
        {partial ? " (first 8 MB; the server checks the rest)" : ""}.
      </p>
    );
  return (
    <div className="basis-full" data-testid="upload-file-problems">
      <p className="text-xs font-semibold text-red-800">
        {problems.length === 1 ? "1 problem" : `${problems.length} problems`} found before upload:
      </p>
      <ul className="list-disc pl-5 text-xs text-red-800" aria-label={`Problems in ${entry.file.name}`}>
        {problems.map((p, i) => (
          <li
            key={i}
            data-testid="upload-file-problem"
            data-line={p.line ?? undefined}
            data-column={p.column ?? undefined}
          >
            {p.line !== null && !p.message.startsWith("Line") ? `Line ${p.line}: ${p.message}` : p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
