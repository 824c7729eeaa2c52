"use client";

// Pending employees: search, filter popup (status, country, Clear, Apply filters), count, table with mobile
// cards, status pills that route as spec 1 section 4 says, and the seat actions. Archived seats never appear.
import { useMemo, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { formatDate } from "@/lib/dates";
import { SOW_STATUSES, SOW_STATUS_LABELS, type SowStatusValue } from "@/lib/hiring/constants";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { AddEmployeeLink } from "@/components/hiring/add-employee-link";
import { SeatActions, orderFormHref } from "@/components/hiring/seat-actions";
import type { CountryOption, SeatAbilities } from "@/components/hiring/types";
import type { SeatListView, SeatView } from "@/lib/hiring/dto";
import { useCompanySeats } from "@/lib/swr/use-company-seats";
import { DataTable } from "@/components/ui/data-table";
import type { ColumnDef } from "@tanstack/react-table";

const TONE: Record<SowStatusValue, "warning" | "info" | "success"> = {
  "sow:awaiting-proposal": "warning",
  "sow:awaiting-acceptance": "info",
  "sow:accepted": "success",
};

export function statusHref(seat: SeatView, companyId: string): string | null {
  if (seat.sowStatus === "sow:accepted")
    return `/companies/${companyId}/pending-employees/${seat.id}/employee-checklist`;
  if (seat.sowStatus === "sow:awaiting-acceptance") return orderFormHref(seat);
  return null;
}

export function PendingEmployeesTable({
  companyId,
  countries,
  abilities,
}: {
  companyId: string;
  countries: CountryOption[];
  abilities: SeatAbilities;
}) {
  const router = useRouter();
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<{ status: SowStatusValue[]; country: string }>({ status: [], country: "" });
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

  const pill = (seat: SeatView) => {
    const href = statusHref(seat, companyId);
    const content = <Pill tone={TONE[seat.sowStatus]}>{SOW_STATUS_LABELS[seat.sowStatus]}</Pill>;
    return href ? (
      <Link
        href={href}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-indigo-600"
        data-testid={`status-${seat.id}`}
      >
        {content}
      </Link>
    ) : (
      <span data-testid={`status-${seat.id}`}>{content}</span>
    );
  };
  const nameLink = (seat: SeatView) => (
    <Link
      href={`/companies/${companyId}/pending-employee/${seat.id}`}
      className="font-medium text-indigo-700 hover:underline"
    >
      {seat.name || "Unnamed employee"}
    </Link>
  );

  const columns: ColumnDef<SeatView, unknown>[] = [
    { id: "name", header: "Name", cell: ({ row }) => nameLink(row.original) },
    { id: "country", header: "Country", cell: ({ row }) => row.original.countryName },
    { id: "start", header: "Desired Start Date", cell: ({ row }) => formatDate(row.original.desiredStartDate) },
    { id: "status", header: "Status", cell: ({ row }) => pill(row.original) },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <SeatActions
          seat={row.original}
          countries={countries}
          abilities={abilities}
          onChanged={() => mutate()}
          compact
        />
      ),
    },
  ];
  return (
    <section className="space-y-4" aria-labelledby="pending-employees-heading" data-testid="pending-employees">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="pending-employees-heading" className="text-lg font-semibold">
          Pending employees
        </h2>
        {abilities.canCreate ? <AddEmployeeLink companyId={companyId} /> : null}
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
            abilities.canCreate ? (
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
              rowProps={(seat) => ({ "data-testid": `seat-row-${seat.id}` })}
            />
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Pending employees">
            {items.map((seat) => (
              <li key={seat.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  {nameLink(seat)}
                  {pill(seat)}
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {seat.countryName} · {formatDate(seat.desiredStartDate)}
                </p>
                <div className="mt-2">
                  <SeatActions
                    seat={seat}
                    countries={countries}
                    abilities={abilities}
                    onChanged={() => mutate()}
                    compact
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <Dialog
        open={filterOpen}
        onOpenChange={setFilterOpen}
        title="Filters"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDraft({ status: [], country: "" })}>
              Clear
            </Button>
            <Button
              onClick={() => {
                setFilters(draft);
                setFilterOpen(false);
                router.refresh();
              }}
            >
              Apply filters
            </Button>
          </>
        }
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Status</legend>
          {SOW_STATUSES.map((s) => (
            <CheckboxField
              key={s}
              label={SOW_STATUS_LABELS[s]}
              checked={draft.status.includes(s)}
              onChange={(e) =>
                setDraft((d) => ({
                  ...d,
                  status: e.target.checked ? [...d.status, s] : d.status.filter((x) => x !== s),
                }))
              }
            />
          ))}
        </fieldset>
        <div className="mt-4">
          <SelectField
            label="Country"
            value={draft.country}
            onChange={(e) => setDraft((d) => ({ ...d, country: e.target.value }))}
            placeholder="All countries"
            options={(data?.countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
          />
        </div>
      </Dialog>
    </section>
  );
}
