import Link from "next/link";

/** Spec 1 section 8: 'Page not found'. */
export function NotFoundView() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="text-indigo-700 underline">
        Go to the home page
      </Link>
    </div>
  );
}
