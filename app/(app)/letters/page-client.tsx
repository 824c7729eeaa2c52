"use client";

// /letters: the deciders' queue in the kit's DataTable (status filter, newest or oldest first, pages), with
// Approve (a confirm dialog) and Decline (a dialog asking the reason the employee reads) on requested letters.
import { useMemo, useState } from "react";
import useSWR from "swr";
import type { SortingState } from "@tanstack/react-table";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import { letterTitle, type LetterDto, type LetterPage, type LetterStatusValue } from "@/lib/letters/schema";
import { DataTable, type PageState } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { letterColumns } from "./letters-columns";
import { LettersDeclineDialog } from "./letters-decline-dialog";

const STATUS_OPTIONS = [
  { value: "REQUESTED", label: "Waiting for a decision" },
  { value: "APPROVED", label: "Approved" },
  { value: "DECLINED", label: "Declined" },
];
const FIRST_PAGE: PageState = { pageIndex: 0, pageSize: 20 };

export function LettersClient({ initial }: { initial: LetterPage }) {
  const [status, setStatus] = useState<LetterStatusValue | "">("REQUESTED");
  const [sorting, setSorting] = useState<SortingState>([{ id: "createdAt", desc: true }]);
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const [approving, setApproving] = useState<LetterDto | null>(null);
  const [declining, setDeclining] = useState<LetterDto | null>(null);
  const sort = sorting[0]?.desc === false ? "createdAt" : "-createdAt";
  const path = apiPath("/api/letters", { status, sort, pageIndex: page.pageIndex, pageSize: page.pageSize });
  const isFirst = status === "REQUESTED" && sort === "-createdAt" && page.pageIndex === 0 && page.pageSize === 20;
  const { data, isLoading, mutate } = useSWR<LetterPage>(path, swrFetcher, {
    fallbackData: isFirst ? initial : undefined,
  });
  const { busy, run } = useAction({ refresh: () => mutate() });
  const columns = useMemo(() => letterColumns({ approve: setApproving, decline: setDeclining }), []);

  const approve = async () => {
    const letter = approving;
    if (!letter) return;
    await run(
      () =>
        apiFetch(`/api/letters/${encodeURIComponent(letter.id)}/decision`, {
          method: "POST",
          json: { decision: "APPROVED", version: letter.version },
        }),
      { success: "Letter approved: it is being prepared", failure: "Could not approve the letter" },
    );
    setApproving(null);
  };

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField
          label="Status"
          value={status}
          placeholder="All letters"
          options={STATUS_OPTIONS}
          onChange={(e) => {
            setStatus(e.target.value as LetterStatusValue | "");
            setPage({ ...page, pageIndex: 0 });
          }}
        />
      </div>
      <DataTable
        caption="Employment letters"
        columns={columns}
        rows={data?.items ?? []}
        totalCount={data?.totalCount ?? 0}
        loading={isLoading && !data}
        page={page}
        onPageChange={setPage}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          setPage({ ...page, pageIndex: 0 });
        }}
        getRowId={(l) => l.id}
        emptyState="No letters match."
        testId="letters-queue"
      />
      <ConfirmDialog
        open={!!approving}
        onOpenChange={(open) => !open && setApproving(null)}
        title="Approve this letter?"
        description={
          approving ? `${approving.employeeName}: ${letterTitle(approving.kind, approving.months)}` : undefined
        }
        confirmLabel="Approve"
        busy={busy}
        onConfirm={() => void approve()}
      >
        <p className="text-sm text-slate-700">The signed PDF is made and the employee is e-mailed when it is ready.</p>
      </ConfirmDialog>
      <LettersDeclineDialog letter={declining} onClose={() => setDeclining(null)} onDeclined={() => mutate()} />
    </div>
  );
}
