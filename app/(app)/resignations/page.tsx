import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { listResignations } from "@/lib/terminations/resignations/list-resignations";
import { ResignationsTable } from "@/components/resignations/resignations-table";

export const metadata: Metadata = { title: "Resignations" };

// Spec 2 section 2: /resignations, the manager's resignation requests (keyset paged, ?cursor=); an admin
// sees every company's and reviews them.
export default async function ResignationsPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const actor = await guardPage({ permission: "resignations.read" });
  const { cursor } = await searchParams;
  const page = await listResignations(actor, {
    companyId: actor.companyId ?? undefined,
    cursor: typeof cursor === "string" ? cursor : undefined,
    pageSize: 50,
  });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Resignation requests</h1>
      <ResignationsTable rows={page.items} canReview={can(actor, "resignations.review")} />
      {page.nextCursor ? (
        <Link className="text-blue-700 underline" href={`/resignations?cursor=${page.nextCursor}`}>
          Next page
        </Link>
      ) : null}
    </div>
  );
}
