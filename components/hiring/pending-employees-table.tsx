"use client";

// Pending employees: search, filter popup (status, country, Clear, Apply filters), count, table with mobile
// cards, status pills (states, not controls), the steps they lead to and the seat actions as verbs. Archived seats
// never appear. A seat just added (?new=) is marked New and brought into view.
import { useEffect, useMemo, useState } from "react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Banner, EmptyState } from "@/components/ui/misc";
import { AddEmployeeLink } from "@/components/hiring/add-employee-link";
import { PendingEmployeeCards, pendingEmployeeColumns } from "@/components/hiring/pending-employee-rows";
import { PendingEmployeesFilters, type PendingFilters } from "@/components/hiring/pending-employees-filters";
import type { CountryOption } from "@/components/hiring/types";
import type { AllowedSeatActions } from "@/lib/hiring/seat-actions";
import type { SeatListView } from "@/lib/hiring/dto";
import { useCompanySeats } from "@/lib/swr/use-company-seats";
import { DataTable } from "@/components/ui/data-table";

export { statusHref } from "@/components/hiring/pending-employee-rows";

export function PendingEmployeesTable({
  companyId,
  countries,
  actions,
}: {
  companyId: string;
  countries: CountryOption[];
  actions: AllowedSeatActions;
}) {
  const router = useRouter();
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<PendingFilters>({ status: [], country: "" });
  const [draft, setDraft] = useState(filters);
  const [filterOpen, setFilterOpen] = useState(false);

  const query = useMemo(() => {
    const q = new URLSearchParams();
    if (search.trim()) q.set("search", search.trim());
    filters.status.forEach((s) => q.append("status", s));
    if (filters.country) q.set("country", filters.country);
    q.set("pageSize", "200");
    return q;
  }, [search, filters]);
  const { data, error, isLoading, mutate } = useCompanySeats<SeatListView>(companyId, query);
  const items = data?.items ?? [];
  const activeFilters = filters.status.length + (filters.country ? 1 : 0);

  // After 'Add employee' the list opens with ?new=<seatId>: that row is marked New, focused and scrolled to.
  const newId = useSearchParams().get("new");
  const rowContext = useMemo(
    () => ({ companyId, countries, actions, onChanged: () => void mutate(), newId }),
    [companyId, countries, actions, mutate, newId],
  );
  const columns = useMemo(() => pendingEmployeeColumns(rowContext), [rowContext]);
  const newShown = !!newId && items.some((seat) => seat.id === newId);
  useEffect(() => {
    if (!newShown) return;
    const links = document.querySelectorAll<HTMLElement>(`[data-new-seat="${CSS.escape(newId!)}"]`);
    const visible = [...links].find((link) => link.offsetParent !== null) ?? links[0];
    visible?.scrollIntoView({ block: "center" });
    visible?.focus({ preventScroll: true });
  }, [newShown, newId]);
  return (
    <section className="space-y-4" aria-labelledby="pending-employees-heading" data-testid="pending-employees">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="pending-employees-heading" className="text-lg font-semibold">
          Pending employees
        </h2>
        {actions.create ? <AddEmployeeLink companyId={companyId} /> : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full max-w-sm">
          <TextField
            label="Search by name"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name"
          />
        </div>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => {
            setDraft(filters);
            setFilterOpen(true);
          }}
        >
          Filters{activeFilters ? ` (${activeFilters})` : ""}
        </Button>
      </div>
      {error ? <Banner tone="error" title={error.message} /> : null}
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="pending-count">
        {isLoading && !data
          ? "Loading…"
          : `${data?.totalCount ?? 0} pending employee${data?.totalCount === 1 ? "" : "s"}`}
      </p>

      {data && items.length === 0 ? (
        <EmptyState
          title="No pending employees"
          description={
            activeFilters || search ? "No pending employees match your search." : "Requested hires appear here."
          }
          action={
            actions.create ? (
              <Link className="text-indigo-700 underline" href={`/companies/${companyId}/add-hire`}>
                Add an employee
              </Link>
            ) : undefined
          }
        />
      ) : null}

      {items.length ? (
        <>
          <div className="hidden md:block">
            <DataTable
              caption="Pending employees"
              columns={columns}
              rows={items}
              getRowId={(seat) => seat.id}
              rowProps={(seat) => ({
                "data-testid": `seat-row-${seat.id}`,
                ...(seat.id === newId ? { "data-new": "true", className: "bg-emerald-50" } : {}),
              })}
            />
          </div>
          <PendingEmployeeCards items={items} {...rowContext} />
        </>
      ) : null}

      <PendingEmployeesFilters
        open={filterOpen}
        onOpenChange={setFilterOpen}
        draft={draft}
        setDraft={setDraft}
        onApply={() => {
          setFilters(draft);
          setFilterOpen(false);
          router.refresh();
        }}
        countries={data?.countries ?? []}
      />
    </section>
  );
}
