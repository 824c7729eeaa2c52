"use client";

// The offline page's live part: Try again, and the payslips kept on this device, each opening from the cache.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";
import { downloadWithProgress } from "@/components/payroll/download-with-progress";
import { savedPayslips, type SavedPayslip } from "./saved-payslips";

export const OPEN_FAILED = "This payslip is not on this device any more.";

export function OfflineClient() {
  const [saved, setSaved] = useState<SavedPayslip[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    savedPayslips()
      .then(setSaved)
      .catch(() => setSaved([]));
  }, []);
  const open = (p: SavedPayslip) => {
    setBusy(p.url);
    setFailed(false);
    downloadWithProgress(p.url, {}, () => {})
      .catch(() => setFailed(true))
      .finally(() => setBusy(null));
  };
  return (
    <>
      <div>
        <Button className="min-h-11" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
      {saved && saved.length > 0 ? (
        <section aria-labelledby="saved-payslips" className="space-y-3">
          <h2 id="saved-payslips" className="text-lg font-semibold text-slate-900">
            Payslips on this device
          </h2>
          {failed ? <Banner tone="error" title={OPEN_FAILED} /> : null}
          <ul className="space-y-2">
            {saved.map((p) => (
              <li
                key={p.url}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <span className="min-w-0 break-all text-sm text-slate-800">{p.fileName}</span>
                <Button
                  variant="secondary"
                  className="min-h-11"
                  loading={busy === p.url}
                  onClick={() => open(p)}
                  aria-label={`Open ${p.fileName}`}
                >
                  Open
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
