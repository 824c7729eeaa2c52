// Spec 2 section 9: the payroll reports skeleton shows 2 rows while the months load.
export default function PayrollReportsLoading() {
  return (
    <div className="space-y-4" aria-busy="true" aria-live="polite">
      <h1 className="text-2xl font-semibold text-slate-900">Payroll reports</h1>
      <p className="sr-only">Loading payroll reports…</p>
      <div
        className="overflow-hidden rounded-lg border border-slate-200 bg-white"
        data-testid="payroll-reports-skeleton"
      >
        {[0, 1].map((i) => (
          <div
            key={i}
            className="flex items-center justify-between border-b border-slate-200 px-4 py-3 last:border-b-0"
          >
            <div className="h-4 w-36 animate-pulse rounded bg-slate-200" />
            <div className="h-10 w-32 animate-pulse rounded-md bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
