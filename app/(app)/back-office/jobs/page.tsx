import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { JobsClient } from "./page-client";

export const metadata: Metadata = { title: "Background jobs" };

// Back office: OP admins watch the background job queues (pg-boss), read why jobs failed and retry them.
export default async function JobsPage() {
  await guardPage({ permission: "jobs.manage" });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Background jobs</h1>
      <p className="text-sm text-slate-600">
        Exports, imports, deliveries and other work run in the background worker. Each job type shows what waits, runs
        and finished over the last day; a failed job shows its reason and can be retried once it is fixed.
      </p>
      <JobsClient />
    </div>
  );
}
