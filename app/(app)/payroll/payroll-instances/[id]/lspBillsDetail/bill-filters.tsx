"use client";

// The bill's toolbar (spec 2 section 2): the name search (debounced, back to the first page) and the
// justification / variance view with the period the variance compares against.
import { useEffect, useId, useState } from "react";
import { CYCLE_LABELS, MONTH_NAMES, PAYROLL_CYCLES, type PayrollCycleValue } from "@/lib/payroll/schema";
import { SelectField, TextField } from "@/components/ui/field";

export type BillView = "justification" | "variance";

/** The variance compares against last month by default. */
function defaultVariance() {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

export function useBillFilters(justifications: boolean) {
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [view, setView] = useState<BillView>(justifications ? "justification" : "variance");
  const dv = defaultVariance();
  const [year, setYear] = useState(dv.year);
  const [month, setMonth] = useState(dv.month);
  const [cycle, setCycle] = useState<PayrollCycleValue>("CYCLE_1");
  const [pageIndex, setPageIndex] = useState(0);

  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(searchText.trim());
      setPageIndex(0);
    }, 300);
    return () => clearTimeout(t);
  }, [searchText]);

  return {
    searchText,
    setSearchText,
    search,
    view,
    setView,
    year,
    setYear,
    month,
    setMonth,
    cycle,
    setCycle,
    pageIndex,
    setPageIndex,
  };
}

export type BillFilters = ReturnType<typeof useBillFilters>;

export function BillToolbar({
  filters,
  justifications,
  payrollPeriod,
}: {
  filters: BillFilters;
  justifications: boolean;
  payrollPeriod: string;
}) {
  const { view } = filters;
  const dv = defaultVariance();
  const pickersHintId = useId();
  // The period pickers only apply to the variance view: when they are disabled, say so.
  const pickerHint = view !== "variance" ? pickersHintId : undefined;
  const years = [
    dv.year,
    dv.year - 1,
    ...(Number(payrollPeriod.slice(0, 4)) > dv.year ? [Number(payrollPeriod.slice(0, 4))] : []),
  ];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        label="Search employee"
        value={filters.searchText}
        onChange={(e) => filters.setSearchText(e.target.value)}
        placeholder="Name"
      />
      <SelectField
        label="View"
        value={view}
        onChange={(e) => filters.setView(e.target.value as BillView)}
        options={[
          ...(justifications ? [{ value: "justification", label: "Show justification" }] : []),
          { value: "variance", label: "Show variance" },
        ]}
      />
      <SelectField
        label="Year"
        disabled={view !== "variance"}
        aria-describedby={pickerHint}
        value={String(filters.year)}
        onChange={(e) => filters.setYear(Number(e.target.value))}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
      <SelectField
        label="Month"
        disabled={view !== "variance"}
        aria-describedby={pickerHint}
        value={String(filters.month)}
        onChange={(e) => filters.setMonth(Number(e.target.value))}
        options={MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: m }))}
      />
      <SelectField
        label="Cycle"
        disabled={view !== "variance"}
        aria-describedby={pickerHint}
        value={filters.cycle}
        onChange={(e) => filters.setCycle(e.target.value as PayrollCycleValue)}
        options={PAYROLL_CYCLES.map((c) => ({ value: c, label: CYCLE_LABELS[c] }))}
      />
      {pickerHint ? (
        <p id={pickersHintId} className="basis-full text-xs text-slate-600">
          Year, month and cycle pick the period to compare with: choose &lsquo;Show variance&rsquo; to use them.
        </p>
      ) : null}
    </div>
  );
}
