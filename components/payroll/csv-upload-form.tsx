"use client";

// One CSV file sent through the upload pipeline (multipart, lib/storage/ on the server) with its progress shown,
// for the imports whose answer is a per-row report (benefits import, employee-cost parse). The caller adds its
// own fields above the file input and reads the answer; a 4xx naming fields puts each message under its field.
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { toast } from "sonner";
import { apiErrorFromAnswer } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { FieldShell } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { uploadWithProgress } from "@/components/payroll/shared";

export type UploadAnswer = {
  status: number;
  body: { message?: string; fieldErrors?: Record<string, string[]>; details?: unknown } & Record<string, unknown>;
};

// The file is checked here (chosen, a .csv) and again on the server.
const ZCsvFile = z.object({
  fileContent: z
    .custom<File | null>()
    .refine((file) => !!file, "Please choose a CSV file to upload.")
    .refine((file) => !file || /\.csv$/i.test(file.name), "Only .csv files can be uploaded."),
});
type CsvFileValues = { fileContent: File | null };

export function CsvUploadForm({
  label,
  url,
  fields,
  submitLabel,
  onAnswer,
  children,
  fieldErrors,
}: {
  /** Accessible name of the form and the file input's label. */
  label: string;
  url: string;
  /** Text fields sent before the file; null while the caller's own inputs are incomplete (its message shows). */
  fields: Record<string, string> | null;
  submitLabel: string;
  onAnswer: (answer: UploadAnswer) => void;
  children?: ReactNode;
  /** The last answer's messages for the file input. */
  fieldErrors?: Record<string, string[]>;
}) {
  // Checked when submitted only (choosing another file leaves the last message until the next submit).
  const form = useForm<CsvFileValues>({
    resolver: zodResolver(ZCsvFile),
    defaultValues: { fileContent: null },
    reValidateMode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useApiForm(form);
  const [percent, setPercent] = useState<number | null>(null);

  // The caller reads every answer; a refusal is also thrown as the ApiError, so useApiForm puts the file's message
  // under the file input (the caller's own fields and its banner read the answer).
  const upload = async ({ fileContent }: CsvFileValues, sent: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(sent)) data.append(k, v);
    data.append("fileContent", fileContent as File);
    setPercent(0);
    let answer: UploadAnswer;
    try {
      answer = (await uploadWithProgress(url, data, setPercent)) as UploadAnswer;
      onAnswer(answer);
    } catch (error) {
      if ((error as Error).message !== "read-only") toast.error("The file could not be uploaded.");
      return;
    } finally {
      setPercent(null);
    }
    if (answer.status < 200 || answer.status >= 300) throw apiErrorFromAnswer(answer.status, answer.body);
  };
  const fileError = errors.fileContent?.message ?? fieldErrors?.fileContent?.[0];
  return (
    <form
      // Nothing is checked or sent while the caller's own inputs are incomplete (its message shows).
      onSubmit={(event) => {
        event.preventDefault();
        if (fields) void form.handleSubmit(submit((values) => upload(values, fields)))(event);
      }}
      aria-label={label}
      className="space-y-3"
    >
      <div className="flex flex-wrap items-end gap-3">
        {children}
        <FieldShell label={`${label} (.csv)`} error={fileError} required>
          {({ id, describedBy }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={!!fileError}
              type="file"
              accept=".csv,text/csv"
              className="block text-sm"
              onChange={(e) => form.setValue("fileContent", e.target.files?.[0] ?? null)}
            />
          )}
        </FieldShell>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
      {percent !== null ? (
        <p role="status" className="text-sm text-slate-600" data-testid="upload-progress">
          <progress max={100} value={percent} className="mr-2 align-middle" aria-label="Upload progress" />
          Uploading {percent}%
        </p>
      ) : null}
    </form>
  );
}
