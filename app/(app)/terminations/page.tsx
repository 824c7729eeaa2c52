import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { listTerminationRequests } from "@/lib/terminations/list-termination-requests";
import { TerminationRequestsTable } from "@/components/terminations/termination-requests-table";

export const metadata: Metadata = { title: "Terminations" };

// Spec 2 section 2: /terminations, the manager's termination requests (keyset paged, ?cursor=).
export default async function TerminationsPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const actor = await guardPage({ permission: "terminations.read" });
  const { cursor } = await searchParams;
  const page = await listTerminationRequests(actor, {
    cursor: typeof cursor === "string" ? cursor : undefined,
    pageSize: 50,
  });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Termination requests</h1>
      <TerminationRequestsTable rows={page.items} showRequestedBy={can(actor, "terminations.seeSubmitter")} />
      {page.nextCursor ? (
        <Link className="text-blue-700 underline" href={`/terminations?cursor=${page.nextCursor}`}>
          Next page
        </Link>
      ) : null}
    </div>
  );
}
