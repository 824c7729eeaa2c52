// What a part loaded on demand (next/dynamic: a tab's panel, a form) shows until its code arrives: a polite status
// line, so screen readers hear it and nothing jumps when the part replaces it.
export function LazyLoading() {
  return (
    <p role="status" className="text-sm text-slate-700">
      Loading…
    </p>
  );
}
