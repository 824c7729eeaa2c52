"use client";

// The all-employees list (spec 3 section 2): infinite scroll in pages of 100, filters kept in the URL
// query (searchBy, searchValue, companyId, lspId, country, onboardingStatus), search debounced 1 second.
import Link from "next/link";
import { useEffect, useMemo, useRef, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { EMPLOYEE_SEARCH_FIELDS, ONBOARDING_STATUSES } from "@/lib/employees/schema";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { statusLabel } from "@/components/ui/status-label";
import { useEmployeesPages, type EmployeeListItem } from "@/lib/swr/use-employees";
import { DataTable } from "@/components/ui/data-table";
import type { ColumnDef } from "@tanstack/react-table";

type Options = {
  companies: { id: string; name: string }[];
  lsps: { id: string; name: string }[];
  countries: { code: string; name: string }[];
};

const FILTER_KEYS = [
  "searchBy",
  "searchValue",
  "companyId",
  "lspId",
  "country",
  "onboardingStatus",
  "archived",
] as const;
const STATUS_TONE = { ACTIVE: "success", IN_PROGRESS: "info", INACTIVE: "neutral", PENDING: "warning" } as const;

// The rows accumulate page after page (infinite scroll below the table), so the table itself never pages.
const COLUMNS: ColumnDef<EmployeeListItem, unknown>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row: { original: employee } }) => (
      <Link href={`/employees/${employee.id}`} className="font-medium text-indigo-700 hover:underline">
        {employee.name}
      </Link>
    ),
  },
  { id: "jobTitle", header: "Job title", cell: ({ row }) => row.original.jobTitle ?? "—" },
  { id: "company", header: "Company", cell: ({ row }) => row.original.companyName },
  { id: "country", header: "Country", cell: ({ row }) => row.original.countryName },
  {
    id: "status",
    header: "Onboarding status",
    cell: ({ row: { original: employee } }) => (
      <Pill tone={STATUS_TONE[employee.onboardingStatus as keyof typeof STATUS_TONE] ?? "neutral"}>
        {statusLabel(employee.onboardingStatus)}
      </Pill>
    ),
  },
];

export function EmployeesList({ options, showCompanyFilter }: { options: Options; showCompanyFilter: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.map((k) => [k, searchParams.get(k) ?? ""])),
    [searchParams],
  );
  const [searchText, setSearchText] = useState(filters.searchValue);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(searchParams.toString());
    if (value) next.set(key, value);
    else next.delete(key);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };

  // Spec: employee search is debounced 1 second. A link followed meanwhile (a row opened before the second is up)
  // cancels it, or the late replace() of this page's address would overtake that navigation.
  const pendingSearch = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (searchText === filters.searchValue) return;
    const timer = setTimeout(() => setFilter("searchValue", searchText.trim()), 1000);
    pendingSearch.current = timer;
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);
  const cancelPendingSearch = (event: React.MouseEvent | React.KeyboardEvent) => {
    if ("key" in event && event.key !== "Enter") return;
    if ((event.target as HTMLElement).closest("a[href], tbody tr") && pendingSearch.current)
      clearTimeout(pendingSearch.current);
  };

  const { data, error, size, setSize, isLoading, isValidating } = useEmployeesPages(
    Object.fromEntries(FILTER_KEYS.map((key) => [key, filters[key]])),
  );
  const items = data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(data?.at(-1)?.nextCursor);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries[0].isIntersecting && !isValidating) setSize(size + 1);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isValidating, setSize, size]);

  return (
    <div className="space-y-4" onClickCapture={cancelPendingSearch} onKeyDownCapture={cancelPendingSearch}>
      <form
        role="search"
        className="grid grid-cols-1 gap-3 md:grid-cols-3 lg:grid-cols-7"
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label="Search by"
          value={filters.searchBy || "employeeName"}
          onChange={(e) => setFilter("searchBy", e.target.value)}
          options={EMPLOYEE_SEARCH_FIELDS.map((f) => ({ value: f.value, label: f.label }))}
        />
        <TextField
          label="Search"
          type="search"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          placeholder="Type to search"
        />
        {showCompanyFilter ? (
          <SelectField
            label="Company"
            value={filters.companyId}
            onChange={(e) => setFilter("companyId", e.target.value)}
            placeholder="All companies"
            options={options.companies.map((c) => ({ value: c.id, label: c.name }))}
          />
        ) : null}
        {showCompanyFilter ? (
          <SelectField
            label="LSP"
            value={filters.lspId}
            onChange={(e) => setFilter("lspId", e.target.value)}
            placeholder="All LSPs"
            options={options.lsps.map((l) => ({ value: l.id, label: l.name }))}
          />
        ) : null}
        <SelectField
          label="Country"
          value={filters.country}
          onChange={(e) => setFilter("country", e.target.value)}
          placeholder="All countries"
          options={options.countries.map((c) => ({ value: c.code, label: c.name }))}
        />
        <SelectField
          label="Onboarding status"
          value={filters.onboardingStatus}
          onChange={(e) => setFilter("onboardingStatus", e.target.value)}
          placeholder="All statuses"
          options={ONBOARDING_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
        />
        <SelectField
          label="Archived"
          value={filters.archived}
          onChange={(e) => setFilter("archived", e.target.value)}
          placeholder="Current employees"
          options={[{ value: "true", label: "Archived employees" }]}
        />
      </form>

      {error ? <Banner tone="error" title="Cannot load the list of employees" /> : null}
      <p className="text-sm text-slate-600" aria-live="polite">
        {isLoading
          ? "Loading employees…"
          : `${items.length}${hasMore ? "+" : ""} ${items.length === 1 ? "employee" : "employees"}`}
      </p>
      {!isLoading && !error && items.length === 0 ? (
        <EmptyState title="No employees to display" description="Try another search or filter." />
      ) : (
        <DataTable caption="Employees" columns={COLUMNS} rows={items} getRowId={(e) => e.id} />
      )}
      <div ref={sentinel} />
      {hasMore ? (
        <Button variant="secondary" loading={isValidating} onClick={() => setSize(size + 1)}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
