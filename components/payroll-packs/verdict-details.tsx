"use client";

// What the verify panel found: a banner (verifies, or every problem naming its file), what was verified (a payroll
// pack, or an employee's signed record), then each file's check.
import { Banner, Pill } from "@/components/ui/misc";
import type { PackFileStatus, PackVerdict } from "@/lib/payroll/packs/verify-pack-bytes";
import { RecordSummary } from "@/components/payroll-packs/record-summary";

const FILE_STATUS: Record<PackFileStatus, { label: string; tone: "success" | "error" | "warning" }> = {
  ok: { label: "Matches", tone: "success" },
  changed: { label: "Changed", tone: "error" },
  missing: { label: "Missing", tone: "error" },
  damaged: { label: "Damaged", tone: "error" },
  unexpected: { label: "Not in the manifest", tone: "warning" },
};

export function VerdictDetails({ fileName, verdict }: { fileName: string; verdict: PackVerdict }) {
  const report = verdict.manifest?.payReport;
  const what = verdict.kind === "employee-record" ? "employee record" : "pack";
  return (
    <div className="space-y-3">
      {verdict.ok ? (
        <Banner tone="success" title={`The ${what} verifies`}>
          The signature holds (key {verdict.keyId}) and all {verdict.files.length} files of {fileName} match the
          manifest.
        </Banner>
      ) : (
        <Banner tone="error" title={`The ${what} does not verify`}>
          <ul className="list-disc pl-5" aria-label="Problems found">
            {verdict.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Banner>
      )}
      {report ? (
        <p className="text-slate-700">
          Pay report {report.fileName}: {report.country}, {report.payrollPeriod} {report.payrollCycle}, version{" "}
          {report.version}, provider {report.provider.name ?? "–"}.{" "}
          {verdict.manifest?.company
            ? `The part of ${verdict.manifest.company.name}'s employees (company ${verdict.manifest.company.id}).`
            : "The whole report."}
        </p>
      ) : null}
      {verdict.record ? <RecordSummary record={verdict.record} /> : null}
      {verdict.files.length ? (
        <ul aria-label="Files in the pack" className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {verdict.files.map((f) => (
            <li key={f.name} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="break-all font-mono text-xs">{f.name}</span>
              <Pill tone={FILE_STATUS[f.status].tone}>{FILE_STATUS[f.status].label}</Pill>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
