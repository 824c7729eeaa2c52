"use client";

import { TextField } from "@/components/ui/field";
import { CheckboxGroupField } from "@/components/ui/checkbox-group-field";
import type { TInvoiceLogFilters } from "@/lib/finance/schema";
import {
  INVOICE_LOG_STATUSES,
  INVOICE_LOG_TYPES,
  INVOICE_TYPE_LABELS,
  invoiceLogStatusLabel,
} from "@/lib/finance/invoice-log-labels";

export type Status = (typeof INVOICE_LOG_STATUSES)[number];
export type InvoiceType = (typeof INVOICE_LOG_TYPES)[number];
export type Filters = {
  statuses: Status[];
  invoiceTypes: InvoiceType[];
  currency: string;
  employeeCountry: string;
  fromDate: string;
  toDate: string;
};
export const EMPTY: Filters = {
  statuses: [],
  invoiceTypes: [],
  currency: "",
  employeeCountry: "",
  fromDate: "",
  toDate: "",
};

export function toBody(f: Filters, query: string): TInvoiceLogFilters {
  return {
    // The API takes arrays: several statuses or types at once (spec 2 section 7).
    ...(f.statuses.length ? { statuses: [...f.statuses].sort() } : {}),
    ...(f.invoiceTypes.length ? { invoiceTypes: [...f.invoiceTypes].sort() } : {}),
    ...(f.currency ? { currency: f.currency } : {}),
    ...(f.employeeCountry ? { employeeCountry: f.employeeCountry } : {}),
    ...(f.fromDate ? { fromDate: f.fromDate } : {}),
    ...(f.toDate ? { toDate: f.toDate } : {}),
    ...(query.trim() ? { clientOrEmployeeNameQuery: query.trim() } : {}),
  };
}

export function InvoiceLogFiltersForm({
  filters,
  setFilters,
  typed,
  setTyped,
  invoiceTypes,
}: {
  filters: Filters;
  setFilters: React.Dispatch<React.SetStateAction<Filters>>;
  typed: string;
  setTyped: (value: string) => void;
  invoiceTypes: readonly InvoiceType[];
}) {
  const set =
    (name: "currency" | "employeeCountry" | "fromDate" | "toDate") =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFilters((f) => ({ ...f, [name]: event.target.value.trim() }));
  return (
    <form
      role="search"
      aria-label="Invoice log filters"
      className="grid grid-cols-1 gap-3 md:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        label="Client or employee name"
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder="Search by name"
      />
      <CheckboxGroupField
        label="Statuses"
        className="md:col-span-1"
        value={filters.statuses}
        onChange={(statuses) => setFilters((f) => ({ ...f, statuses }))}
        options={INVOICE_LOG_STATUSES.map((s) => ({ value: s, label: invoiceLogStatusLabel(s) }))}
      />
      <CheckboxGroupField
        label="Invoice types"
        className="md:col-span-2"
        value={filters.invoiceTypes}
        onChange={(invoiceTypes) => setFilters((f) => ({ ...f, invoiceTypes }))}
        options={invoiceTypes.map((t) => ({ value: t, label: INVOICE_TYPE_LABELS[t] }))}
      />
      <TextField label="Currency" value={filters.currency} onChange={set("currency")} maxLength={3} placeholder="EUR" />
      <TextField
        label="Employee country"
        value={filters.employeeCountry}
        onChange={set("employeeCountry")}
        maxLength={2}
        placeholder="DE"
      />
      <TextField label="From date" type="date" value={filters.fromDate} onChange={set("fromDate")} />
      <TextField label="To date" type="date" value={filters.toDate} onChange={set("toDate")} />
    </form>
  );
}
