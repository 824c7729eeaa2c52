"use client";

// What an employee's signed record holds, under the verify panel's verdict: whose record it is, how many files of
// each kind, and the files that were left out of it (missing from storage when it was made) with the reason.
import type { RecordManifest } from "@/lib/payroll/packs/record-format";

export function RecordSummary({ record }: { record: RecordManifest }) {
  const count = (kind: string) => record.files.filter((f) => f.kind === kind).length;
  return (
    <div className="space-y-1 text-slate-700">
      <p>
        Employee record of {record.employee.name} ({record.company.name}), made {record.createdAt.slice(0, 10)}:{" "}
        {count("contract")} contract document(s), {count("payslip")} payslip(s), {count("letter")} letter(s).
      </p>
      {record.omitted?.length ? (
        <ul aria-label="Files left out of the record" className="list-disc pl-5">
          {record.omitted.map((o) => (
            <li key={o.name}>
              {o.name}: left out, {o.reason}.
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
