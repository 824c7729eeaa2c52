import Link from "next/link";

/** Spec 1 section 8: the forbidden page (403), rendered by forbidden() through app/(app)/forbidden.tsx. */
export function ForbiddenPage({ backHref = "/" }: { backHref?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center" data-testid="forbidden">
      <h1 className="text-3xl font-semibold text-slate-900">Access Denied/Forbidden</h1>
      <p className="text-slate-600">You do not have permission to see this page.</p>
      <Link href={backHref} className="text-indigo-700 underline">
        Back
      </Link>
    </div>
  );
}
