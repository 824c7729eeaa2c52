"use client";

// Page navigation under a server-paged list: "N results · page X of Y", optional rows-per-page, Previous/Next.
// Keyset-paged lists know no page count: they pass hasNext instead ("Page X").
import { Button } from "@/components/ui/button";

export function Pager({
  label,
  pageIndex,
  pageCount,
  hasNext,
  totalCount,
  pageSize,
  pageSizes,
  onPageIndexChange,
  onPageSizeChange,
}: {
  label: string;
  pageIndex: number;
  pageCount?: number;
  hasNext?: boolean;
  totalCount?: number;
  pageSize?: number;
  pageSizes?: number[];
  onPageIndexChange: (pageIndex: number) => void;
  /** Changing the page size always goes back to the first page. */
  onPageSizeChange?: (pageSize: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-end gap-3 text-sm">
      <span className="text-slate-600">
        {totalCount !== undefined ? `${totalCount} ${totalCount === 1 ? "result" : "results"} · ` : ""}
        Page {pageIndex + 1}
        {pageCount !== undefined ? ` of ${Math.max(1, pageCount)}` : ""}
      </span>
      {onPageSizeChange && pageSizes && pageSize !== undefined ? (
        <label className="flex items-center gap-1 text-slate-600">
          Rows per page
          <select
            className="rounded border border-slate-300 px-2 py-1"
            value={pageSize}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button variant="secondary" disabled={pageIndex === 0} onClick={() => onPageIndexChange(pageIndex - 1)}>
        Previous
      </Button>
      <Button
        variant="secondary"
        disabled={pageCount !== undefined ? pageIndex + 1 >= pageCount : !hasNext}
        onClick={() => onPageIndexChange(pageIndex + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
