"use client";

// Every country's leave policy (GET /api/leave-policies) in the kit's table, filtered, sorted and paged here
// (one row per country), and the Edit dialog.
import { useMemo, useState } from "react";
import useSWR from "swr";
import type { SortingState } from "@tanstack/react-table";
import { swrFetcher } from "@/lib/http/client";
import type { LeavePolicyDto } from "@/lib/holidays/leave-policy/schema";
import { DataTable, type PageState } from "@/components/ui/data-table";
import { SelectField, TextField } from "@/components/ui/field";
import { EditPolicyDialog } from "./edit-policy-dialog";
import { filterPolicies, type PolicyFilter } from "./filter-policies";
import { policyColumns } from "./policy-columns";

export function LeavePoliciesClient({ initial }: { initial: LeavePolicyDto[] }) {
  const { data, mutate } = useSWR<{ policies: LeavePolicyDto[] }>("/api/leave-policies", swrFetcher, {
    fallbackData: { policies: initial },
  });
  const [filter, setFilter] = useState<PolicyFilter>({ text: "", shown: "all" });
  const [sorting, setSorting] = useState<SortingState>([{ id: "country", desc: false }]);
  const [page, setPage] = useState<PageState>({ pageIndex: 0, pageSize: 20 });
  const [editing, setEditing] = useState<LeavePolicyDto | null>(null);
  const columns = useMemo(() => policyColumns(setEditing), []);
  const policies = data?.policies ?? initial;
  const { rows, total } = filterPolicies(policies, filter, sorting, page);
  const changeFilter = (next: Partial<PolicyFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage((p) => ({ ...p, pageIndex: 0 }));
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-full sm:w-64">
          <TextField
            label="Country"
            type="search"
            placeholder="Name or code"
            value={filter.text}
            onChange={(e) => changeFilter({ text: e.target.value })}
          />
        </div>
        <div className="w-full sm:w-48">
          <SelectField
            label="Shown"
            value={filter.shown}
            options={[
              { value: "all", label: "All countries" },
              { value: "edited", label: "Edited" },
              { value: "default", label: "Defaults" },
            ]}
            onChange={(e) => changeFilter({ shown: e.target.value as PolicyFilter["shown"] })}
          />
        </div>
      </div>
      <DataTable
        caption="Leave policies"
        testId="leave-policies"
        columns={columns}
        rows={rows}
        totalCount={total}
        page={page}
        onPageChange={setPage}
        sorting={sorting}
        onSortingChange={setSorting}
        getRowId={(p) => p.countryCode}
        rowProps={(p) => ({ "data-country": p.countryCode })}
        emptyState="No country matches."
      />
      <EditPolicyDialog policy={editing} onClose={() => setEditing(null)} onSaved={() => mutate()} />
    </div>
  );
}
