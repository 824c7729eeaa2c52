"use client";

// The manager's team view: each employee's holiday balance this year (taken, booked, remaining), read page by page
// from GET /api/companies/{companyId}/time-off-balances: filtered by name on the server (debounced), in name order,
// keyset pages of 50 (a stack of cursors for Previous), the matching employees' count and a totals row per page.
// No column sorting: ordering a company of 100,000 by taken, booked or remaining days would need every balance
// computed for each page, so the list keeps the name order.
import { useEffect, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import type { TeamBalancesPageDto, TimeOffBalanceDto } from "@/lib/time-off/response-schema";
import { useTeamBalances } from "@/lib/swr/use-team-balances";
import { failureMessage } from "@/lib/http/client";
import { DataTable } from "@/components/ui/data-table";
import { TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { Pager } from "@/components/ui/pager";
import { formatDays } from "./balance-card";

const TEAM_PAGE_SIZE = 50;
const FILTER_DELAY_MS = 300;
const TOTALS_ID = "__page-total__";

const unlimited = (b: TimeOffBalanceDto) => b.allowanceType === "UNLIMITED";

const COLUMNS: ColumnDef<TimeOffBalanceDto, unknown>[] = [
  { id: "employeeName", header: "Employee", cell: ({ row }) => row.original.employeeName, meta: { rowHeader: true } },
  {
    id: "allowance",
    header: "Allowance",
    cell: ({ row }) => formatDays(row.original.allowanceDays, unlimited(row.original)),
  },
  { id: "takenDays", header: "Taken", cell: ({ row }) => formatDays(row.original.takenDays) },
  { id: "bookedDays", header: "Booked", cell: ({ row }) => formatDays(row.original.bookedDays) },
  {
    id: "remainingDays",
    header: "Remaining",
    cell: ({ row }) => formatDays(row.original.remainingDays, unlimited(row.original)),
  },
];

/** The page's sums as one more row of the table (allowance and remaining: the employees with a limited one). */
function totalsRow(page: TeamBalancesPageDto, year: number): TimeOffBalanceDto {
  return {
    employeeId: TOTALS_ID,
    employeeName: `Total of this page (${page.items.length})`,
    year,
    allowanceType: null,
    ...page.totals,
  };
}

/** The text after it has stayed the same for `delay` ms. */
function useDebounced(text: string, delay: number): string {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return debounced;
}

export function TeamBalances({ companyId, year }: { companyId: string; year: number }) {
  const [text, setText] = useState("");
  const name = useDebounced(text.trim(), FILTER_DELAY_MS);
  // The cursors of the pages shown so far: the last one is the current page (null: the first).
  const [pages, setPages] = useState<{ name: string; cursors: (string | null)[] }>({ name: "", cursors: [null] });
  // A new filter starts again from the first page.
  const cursors = pages.name === name ? pages.cursors : [null];
  const { data, error, isLoading } = useTeamBalances(companyId, {
    name,
    cursor: cursors.at(-1) ?? null,
    pageSize: TEAM_PAGE_SIZE,
  });
  const rows = data?.items.length ? [...data.items, totalsRow(data, year)] : [];
  return (
    <Card title={`Team holiday ${year}`}>
      <div className="space-y-3">
        <div className="w-full sm:w-64">
          <TextField label="Employee" type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        {error ? <Banner tone="error" title={failureMessage(error, "Could not read the team's balances.")} /> : null}
        <DataTable
          caption={`Team holiday balances ${year}`}
          testId="team-balances"
          columns={COLUMNS}
          rows={rows}
          getRowId={(b) => b.employeeId}
          loading={isLoading}
          rowProps={(b) =>
            b.employeeId === TOTALS_ID
              ? { "data-testid": "team-balances-totals", className: "bg-slate-50 font-semibold" }
              : { "data-testid": "team-balance-row" }
          }
          emptyState={error ? "The balances could not be read." : "No employee matches."}
        />
        {data ? (
          <Pager
            label={`Team holiday balances ${year} pages`}
            pageIndex={cursors.length - 1}
            hasNext={!!data.nextCursor}
            totalCount={data.total}
            onPageIndexChange={(index) =>
              setPages(
                index < cursors.length - 1
                  ? { name, cursors: cursors.slice(0, index + 1) }
                  : { name, cursors: data.nextCursor ? [...cursors, data.nextCursor] : cursors },
              )
            }
          />
        ) : null}
      </div>
    </Card>
  );
}
