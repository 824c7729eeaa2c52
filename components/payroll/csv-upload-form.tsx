"use client";

// One CSV file sent through the upload pipeline (multipart, lib/storage/ on the server) with its progress shown,
// for the imports whose answer is a per-row report (benefits import, employee-cost parse). The caller adds its
// own fields above the file input and reads the answer; a 4xx naming fields puts each message under its field.
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FieldShell } from "@/components/ui/field";
import { uploadWithProgress } from "@/components/payroll/shared";

export type UploadAnswer = {
  status: number;
  body: { message?: string; fieldErrors?: Record<string, string[]>; details?: unknown } & Record<string, unknown>;
};

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
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields) return;
    if (!file) return setMissing("Please choose a CSV file to upload.");
    if (!/\.csv$/i.test(file.name)) return setMissing("Only .csv files can be uploaded.");
    setMissing(null);
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("fileContent", file);
    setPercent(0);
    try {
      onAnswer((await uploadWithProgress(url, form, setPercent)) as UploadAnswer);
    } catch (error) {
      if ((error as Error).message !== "read-only") toast.error("The file could not be uploaded.");
    } finally {
      setPercent(null);
    }
  };
  const fileError = missing ?? fieldErrors?.fileContent?.[0];
  return (
    <form onSubmit={submit} aria-label={label} className="space-y-3">
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
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </FieldShell>
        <Button type="submit" loading={percent !== null}>
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
