"use client";

// 'Download a year's payslips (ZIP)' beside the payslips: the chosen year's payslips in one ZIP (every published
// version). A plain download link: the browser writes the streamed ZIP to disk as it arrives.
import { useState } from "react";
import { SelectField } from "@/components/ui/field";
import { payslipYearZipPath } from "@/lib/payslips/schema";

export function YearZip({ employeeId, years }: { employeeId: string; years: number[] }) {
  const [year, setYear] = useState(years[0]);
  if (years.length === 0 || year === undefined) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="w-28">
        <SelectField
          label="Year of payslips"
          value={String(year)}
          onChange={(e) => setYear(Number(e.target.value))}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
        />
      </div>
      <a
        href={payslipYearZipPath(employeeId, year)}
        download
        className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:min-h-10"
      >
        Download {year}&apos;s payslips (ZIP)
      </a>
    </div>
  );
}
