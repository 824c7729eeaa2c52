"use client";

// #taxonomies-update (spec 3 sections 2, 4, 8, 9): create an update job for a legal entity and follow the job
// list (refreshed every 30 s; pages of 20 or 50).
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { ColumnDef } from "@tanstack/react-table";
import { apiFetch } from "@/lib/http/client";
import { useLegalEntityConf, useTaxonomyJobs } from "@/lib/swr/use-taxonomy-jobs";
import {
  TAXONOMY_MESSAGES,
  TAXONOMY_PAGE_SIZES,
  TAXONOMY_STATUS_LABELS,
  ZTaxonomyJobForm,
  type TaxonomyJobView,
} from "@/lib/taxonomies/schema";
import { formatDate } from "@/lib/dates";
import { SelectField } from "@/components/ui/field";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { DataTable } from "@/components/ui/data-table";
import { Button } from "@/components/ui/button";
import { useApiForm } from "@/components/ui/use-api-form";

// The form's one field, with the route's rule and message; the country is the chosen legal entity's.
const ZLegalEntityChoice = ZTaxonomyJobForm.pick({ legalEntityId: true });
type LegalEntityChoice = { legalEntityId: string };

const TONE = { CREATED: "info", STARTED: "warning", FINISHED: "success", ERROR: "error" } as const;

const columns: ColumnDef<TaxonomyJobView, unknown>[] = [
  { id: "country", header: "Country", cell: ({ row }) => row.original.countryCode },
  { id: "le", header: "Legal entity", cell: ({ row }) => row.original.legalEntityName ?? "-" },
  { id: "created", header: "Created", cell: ({ row }) => formatDate(row.original.createdAt) },
  { id: "by", header: "Created by", cell: ({ row }) => row.original.createdBy ?? "-" },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <Pill tone={TONE[row.original.status]}>{TAXONOMY_STATUS_LABELS[row.original.status]}</Pill>,
  },
  {
    id: "messages",
    header: "Messages",
    cell: ({ row }) => row.original.messages.errors.map((e) => e.message).join("; ") || "-",
  },
];

export function TaxonomiesTab() {
  const [page, setPage] = useState({ pageIndex: 0, pageSize: TAXONOMY_PAGE_SIZES[0] as number });
  const jobs = useTaxonomyJobs(page.pageIndex, page.pageSize);
  const conf = useLegalEntityConf();
  const form = useForm<LegalEntityChoice>({
    resolver: zodResolver(ZLegalEntityChoice),
    defaultValues: { legalEntityId: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useApiForm(form);
  const create = submit(async ({ legalEntityId }: LegalEntityChoice) => {
    const entity = conf.data?.items.find((l) => l.id === legalEntityId);
    if (!entity) return form.setError("legalEntityId", { message: "Choose a legal entity" });
    try {
      await apiFetch("/api/taxonomies-update-job", {
        method: "POST",
        json: { countryCode: entity.countryCode, legalEntityId: entity.id },
      });
    } catch (error) {
      // The form has no banner: the refusal is this toast.
      toast.error(TAXONOMY_MESSAGES.createFailed);
      throw error;
    }
    toast.success(TAXONOMY_MESSAGES.created);
    await jobs.mutate();
  });
  return (
    <div className="space-y-4">
      <form
        onSubmit={form.handleSubmit(create)}
        className="flex flex-wrap items-end gap-3"
        aria-label="Create taxonomy update"
      >
        <SelectField
          label="Legal entity"
          placeholder="Choose a legal entity"
          error={errors.legalEntityId?.message}
          options={(conf.data?.items ?? []).map((l) => ({ value: l.id, label: `${l.countryCode} - ${l.name}` }))}
          {...form.register("legalEntityId")}
        />
        <Button type="submit" loading={isSubmitting}>
          Create update job
        </Button>
      </form>
      {jobs.error ? <Banner tone="error" title="Failed to load taxonomy update jobs." /> : null}
      {jobs.data && jobs.data.totalCount === 0 ? (
        <EmptyState title="No taxonomy update jobs yet." />
      ) : (
        <DataTable
          caption="Taxonomy update jobs"
          columns={columns}
          rows={jobs.data?.items ?? []}
          totalCount={jobs.data?.totalCount ?? 0}
          page={page}
          onPageChange={setPage}
          pageSizes={[...TAXONOMY_PAGE_SIZES]}
          loading={jobs.isLoading}
          getRowId={(r) => r.id}
        />
      )}
    </div>
  );
}
