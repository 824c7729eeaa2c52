"use client";

// The banners of the pay reports tab (spec 2 section 2): the dismissible 'Some files could not be processed'
// with each failed file's 'view details', and 'Your files are currently being processed' with a Refresh link.
import { useState } from "react";
import type { GtnList } from "@/lib/payroll/dto";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";

type FailedFile = GtnList["failedFiles"][number];

export function PayReportsBanners({
  data,
  refreshing,
  onRefresh,
  onErrors,
}: {
  data: GtnList;
  refreshing: boolean;
  onRefresh: () => void;
  onErrors: (file: FailedFile) => void;
}) {
  const [failedClosed, setFailedClosed] = useState(false);
  return (
    <>
      {data.failedFiles.length > 0 && !failedClosed ? (
        <Banner
          tone="error"
          title="Some files could not be processed"
          action={
            <Button variant="ghost" onClick={() => setFailedClosed(true)} aria-label="Dismiss">
              ✕
            </Button>
          }
        >
          <ul className="space-y-1">
            {data.failedFiles.map((f) => (
              <li key={f.id}>
                {f.fileName}{" "}
                <button type="button" className="font-medium underline" onClick={() => onErrors(f)}>
                  view details
                </button>
              </li>
            ))}
          </ul>
        </Banner>
      ) : null}
      {data.processingCount > 0 ? (
        <Banner
          tone="info"
          title="Your files are currently being processed"
          action={
            <Button variant="link" onClick={onRefresh} loading={refreshing}>
              Refresh
            </Button>
          }
        />
      ) : null}
    </>
  );
}
