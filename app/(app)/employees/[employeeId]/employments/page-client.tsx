"use client";

// The employee's employments table: the server sorts and pages (the address carries sort, dir, pageIndex and
// pageSize, so a reload or a shared link shows the same page); admins edit a row in a dialog.
import { useMemo, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import type { SortingState } from "@tanstack/react-table";
import { EMPLOYMENT_PAGE_SIZES, type TEmployeeEmploymentsQuery } from "@/lib/employees/employments/schema";
import type { EmployeeEmploymentRow } from "@/lib/employees/employments/list-employee-employments";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/misc";
import { employmentColumns } from "./employment-columns";
import { EditEmploymentDialog } from "./edit-employment-dialog";

export function EmployeeEmploymentsClient({
  items,
  totalCount,
  query,
  canEdit,
}: {
  items: EmployeeEmploymentRow[];
  totalCount: number;
  query: TEmployeeEmploymentsQuery;
  canEdit: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [editing, setEditing] = useState<EmployeeEmploymentRow | null>(null);
  // Stable columns: DataTable renders each cell as a component, so new column functions would remount the rows
  // (and lose the focus a dialog returns to its opener).
  const columns = useMemo(() => employmentColumns(canEdit ? setEditing : null), [canEdit]);

  const go = (next: Partial<TEmployeeEmploymentsQuery>) => {
    const q = { ...query, ...next };
    const params = new URLSearchParams({
      sort: q.sort,
      dir: q.dir,
      pageIndex: String(q.pageIndex),
      pageSize: String(q.pageSize),
    });
    router.replace(`${pathname}?${params.toString()}`, { scroll: false });
  };

  // A click on the sorted column turns its order around; on another column sorts by it (TanStack's 'unsorted'
  // step is skipped: the server always sorts).
  const onSortingChange = (next: SortingState) => {
    const column = next[0]?.id ?? query.sort;
    const sort = column === "status" ? "status" : "startDate";
    const dir = next[0] ? (next[0].desc ? "desc" : "asc") : query.dir === "desc" ? "asc" : "desc";
    go({ sort, dir, pageIndex: 0 });
  };

  if (totalCount === 0)
    return <EmptyState title="No employments yet" description="An employment is created when the employee is hired." />;

  return (
    <>
      <DataTable
        caption="Employments"
        columns={columns}
        rows={items}
        totalCount={totalCount}
        page={{ pageIndex: query.pageIndex, pageSize: query.pageSize }}
        onPageChange={(p) => go(p)}
        pageSizes={[...EMPLOYMENT_PAGE_SIZES]}
        sorting={[{ id: query.sort, desc: query.dir === "desc" }]}
        onSortingChange={onSortingChange}
        getRowId={(r) => r.id}
        rowProps={(r) => ({ "data-testid": "employment-row", "data-current": r.isCurrent ? "true" : undefined })}
      />
      <EditEmploymentDialog
        employment={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          router.refresh();
        }}
      />
    </>
  );
}
