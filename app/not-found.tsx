import Link from "next/link";

export default function NotFound() {
  return (
    <main id="main" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="text-indigo-700 underline">
        Go to the home page
      </Link>
    </main>
  );
}
