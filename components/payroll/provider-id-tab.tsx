"use client";

// #provider-id (spec 3 sections 2, 7, 8): template download and CSV upload of employee payroll ids, with the
// per-row result (employees updated, row errors) and the spec's result title.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import {
  PROVIDER_ID_MESSAGES,
  ZProviderIdUpload,
  type ProviderIdResult,
  type ProviderIdUpload,
} from "@/lib/lsps/provider-ids/schema";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";
import { FieldShell } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { downloadWithProgress } from "@/components/payroll/download-with-progress";

export function ProviderIdTab() {
  const [result, setResult] = useState<ProviderIdResult | null>(null);
  // No default: the file is set when one is chosen (the schema's message when none is).
  const form = useForm<ProviderIdUpload>({ resolver: zodResolver(ZProviderIdUpload) });
  const { errors, isSubmitting } = form.formState;
  const { serverError, submit } = useApiForm(form, { fallback: PROVIDER_ID_MESSAGES.upload });
  const error = errors.file?.message ?? serverError;
  const template = async () => {
    try {
      await downloadWithProgress("/api/payroll-id/template", { method: "POST" }, () => {});
    } catch {
      toast.error(PROVIDER_ID_MESSAGES.template);
    }
  };
  const upload = submit(async ({ file }: ProviderIdUpload) => {
    const body = new FormData();
    body.append("type", "PAYROLL_ID");
    body.append("fileContent", file);
    setResult(await apiFetch<ProviderIdResult>("/api/payroll-id", { method: "POST", body }));
  });
  const tone = !result
    ? "info"
    : result.errors.length === 0
      ? "success"
      : result.employeesUpdated.length
        ? "warning"
        : "error";
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Download the template, fill in each employee&apos;s payroll provider ID and upload it as a CSV file.
      </p>
      <Button variant="secondary" onClick={template}>
        Download template
      </Button>
      <form
        onSubmit={(event) => {
          setResult(null);
          void form.handleSubmit(upload)(event);
        }}
        className="flex flex-wrap items-end gap-3"
        aria-label="Upload provider IDs"
      >
        <FieldShell label="Provider ID file (.csv)" error={error ?? undefined}>
          {({ id, describedBy }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              type="file"
              accept=".csv,text/csv"
              className="block text-sm"
              onChange={(e) => form.setValue("file", e.target.files?.[0] as File)}
            />
          )}
        </FieldShell>
        <Button type="submit" loading={isSubmitting}>
          Upload
        </Button>
      </form>
      {result ? (
        <div className="space-y-3" data-testid="provider-id-result">
          <Banner tone={tone} title={result.message} />
          {result.employeesUpdated.length ? (
            <section aria-label="Employees updated">
              <h3 className="font-semibold">Employees updated ({result.employeesUpdated.length})</h3>
              <ul className="list-disc pl-6 text-sm">
                {result.employeesUpdated.map((e) => (
                  <li key={e.id}>{e.name}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {result.errors.length ? (
            <section aria-label="Rows with errors">
              <h3 className="font-semibold">Rows with errors ({result.errors.length})</h3>
              <ul className="list-disc pl-6 text-sm">
                {result.errors.map((e, i) => (
                  <li key={`${e.employee.id}-${i}`}>
                    {e.employee.name || e.employee.id || "(no employee)"}: {e.error}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
