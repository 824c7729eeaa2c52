import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { listContractors } from "@/lib/contractors/list-contractors";
import { ContractorsTable } from "@/components/contractors/contractors-table";

export const metadata: Metadata = { title: "Contractors" };

// Spec 2 section 2: /contractors, server-side search (?search=) and keyset paging (?cursor=).
export default async function ContractorsPage({
  searchParams,
}: {
  searchParams: Promise<{ cursor?: string; search?: string }>;
}) {
  const actor = await guardPage({ permission: "contractors.read" });
  const q = await searchParams;
  const search = typeof q.search === "string" ? q.search.slice(0, 100) : undefined;
  const page = await listContractors(actor, {
    search,
    cursor: typeof q.cursor === "string" ? q.cursor : undefined,
    pageSize: 50,
  });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Contractors</h1>
      <form className="flex gap-2" action="/contractors">
        <label className="sr-only" htmlFor="contractor-search">
          Search contractors
        </label>
        <input
          id="contractor-search"
          name="search"
          defaultValue={search}
          placeholder="Search by name or e-mail"
          className="rounded border border-slate-400 px-2 py-1 text-sm"
        />
        <button type="submit" className="rounded bg-slate-900 px-3 py-1 text-sm text-white">
          Search
        </button>
      </form>
      <ContractorsTable rows={page.items} />
      {page.nextCursor ? (
        <Link
          className="text-blue-700 underline"
          href={`/contractors?cursor=${page.nextCursor}${search ? `&search=${encodeURIComponent(search)}` : ""}`}
        >
          Next page
        </Link>
      ) : null}
    </div>
  );
}
