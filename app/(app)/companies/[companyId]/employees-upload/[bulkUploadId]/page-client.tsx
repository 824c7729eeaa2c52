"use client";

// Import progress and result (spec 3 section 2): polls every 5 s while pending, then the counts, the invalid
// employees with their formatted errors, Copy all to clipboard (the e-mails), Upload new file, Finish Import.
import Link from "next/link";
import useSWR from "swr";
import { toast } from "sonner";
import { swrFetcher } from "@/lib/http/client";
import { formatRowError } from "@/lib/bulk-uploads/row-schema";
import { POLL_INTERVAL_MS, type BulkUploadDto } from "@/lib/bulk-uploads/schema";
import { Button } from "@/components/ui/button";
import { Banner, Card } from "@/components/ui/misc";

export function BulkUploadResult({ companyId, initial }: { companyId: string; initial: BulkUploadDto }) {
  const { data } = useSWR<BulkUploadDto>(`/api/employees/bulk-upload/${initial.id}`, swrFetcher, {
    fallbackData: initial,
    // SWR passes the cached data, which is empty until the first fetch (the fallback is not cached): without
    // `initial` here the first poll was never scheduled and the page stayed on 'Importing employees...'.
    refreshInterval: (latest) => ((latest ?? initial).state === "pending" ? POLL_INTERVAL_MS : 0),
  });
  const upload = data ?? initial;
  if (upload.state === "pending")
    return (
      <Card title="Importing employees...">
        <p role="status" className="text-sm text-slate-700">
          Importing employees... Please do not leave this page until the import has finished.
        </p>
      </Card>
    );
  const emails = upload.errors.map((e) => e.email).filter(Boolean) as string[];
  const copy = async () => {
    await navigator.clipboard.writeText(emails.join("\n"));
    toast.success("E-mail addresses copied");
  };
  return (
    <div className="space-y-4">
      <Card title="Result">
        <p className="text-sm text-slate-800">
          <strong>{upload.successCount}</strong> valid employees ·{" "}
          <strong data-testid="error-count">{upload.errorCount}</strong> employees need attention
        </p>
      </Card>
      {upload.errorCount > 0 ? (
        <>
          <Banner tone="warning" title={`${upload.errorCount} employees have not been imported`}>
            These employees can&apos;t be imported. Check what went wrong below.
          </Banner>
          <Card title="Employees needing attention">
            <ul className="divide-y divide-slate-100 text-sm" aria-label="Invalid employees">
              {upload.errors.map((e, i) => (
                <li key={i} className="py-2" data-testid="invalid-employee">
                  <p className="font-medium text-slate-900">
                    {e.name ?? "-"} {e.email ? `(${e.email})` : ""} {e.rowNumber ? `· row ${e.rowNumber}` : ""}
                  </p>
                  <ul className="list-disc pl-5 text-red-800">
                    {e.error ? <li>{e.error}</li> : null}
                    {e.errors.map((x, j) => (
                      <li key={j}>
                        {/* Without a value the message already names the field by its label. */}
                        {x.context.value ? `${x.context.label}: ` : ""}
                        {formatRowError(x)}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            {emails.length ? (
              <Button variant="secondary" className="mt-3" onClick={copy}>
                Copy all to clipboard
              </Button>
            ) : null}
          </Card>
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link
          href={`/companies/${companyId}/employees-upload`}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm text-slate-800"
        >
          Upload new file
        </Link>
        <Link
          href={`/companies/${companyId}#employees`}
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm text-white"
        >
          Finish Import
        </Link>
      </div>
    </div>
  );
}
