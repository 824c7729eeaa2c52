"use client";

// CSV files only, several at once; each is read in the browser for its employee count (rows minus header) and
// its success state; 'Review and add' stays disabled until every file is in the success state.
import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { readEmployeeCsv, templateCsv } from "@/lib/bulk-uploads/csv-file";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";

type Picked = { file: File; state: "success" | "failed"; count: number; message: string | null };

export function ImportEmployeesClient({ companyId }: { companyId: string }) {
  const router = useRouter();
  const [files, setFiles] = useState<Picked[]>([]);
  const [busy, setBusy] = useState(false);
  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;

  const pick = async (list: FileList | null) => {
    const picked: Picked[] = [];
    for (const file of Array.from(list ?? [])) {
      if (!file.name.toLowerCase().endsWith(".csv")) {
        picked.push({ file, state: "failed", count: 0, message: "Only CSV files (text/csv) can be imported." });
        continue;
      }
      const read = readEmployeeCsv(await file.text());
      picked.push(
        read.ok
          ? { file, state: "success", count: read.count, message: null }
          : { file, state: "failed", count: 0, message: read.message },
      );
    }
    setFiles((f) => [...f, ...picked]);
  };

  const submit = async () => {
    setBusy(true);
    try {
      const form = new FormData();
      form.set("companyId", companyId);
      for (const f of files) form.append("file", f.file);
      const res = await apiFetch<{ id: string }>("/api/employees/bulk-upload", { method: "POST", body: form });
      router.push(`/companies/${companyId}/employees-upload/${res.id}`);
    } catch (error) {
      toast.error(failureMessage(error, "Something went wrong, please try again later"));
      setBusy(false);
    }
  };

  const ready = files.length > 0 && files.every((f) => f.state === "success");
  return (
    <div className="space-y-4">
      <Card title="Upload CSV files">
        <div className="space-y-3 text-sm">
          <p>
            <a href={templateHref} download="employees-template.csv" className="text-indigo-700 underline">
              Download the CSV template
            </a>
          </p>
          <label htmlFor="employee-files" className="block font-medium text-slate-900">
            CSV files
          </label>
          <input
            id="employee-files"
            type="file"
            accept=".csv,text/csv"
            multiple
            onChange={(e) => void pick(e.currentTarget.files)}
          />
          <ul aria-label="Selected files" className="divide-y divide-slate-100">
            {files.map((f, i) => (
              <li
                key={`${f.file.name}-${i}`}
                className="flex flex-wrap justify-between gap-2 py-2"
                data-testid="upload-file"
              >
                <span>{f.file.name}</span>
                {f.state === "success" ? (
                  <span className="text-emerald-800">{f.count} employees</span>
                ) : (
                  <span className="text-red-700" role="alert">
                    {f.message}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={!ready} loading={busy}>
          Review and add
        </Button>
        <Link
          href={`/companies/${companyId}/add-hire?type=employee`}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm text-slate-800"
        >
          Add Employee
        </Link>
      </div>
    </div>
  );
}
