import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { listTemplateMappings } from "@/lib/contracts/template-mappings/list-template-mappings";
import { TemplateMappingsClient } from "./page-client";

export const metadata: Metadata = { title: "Template mappings" };

// Spec 3 section 2: highest admin level only (templateMappings.manage); others get the not-allowed page.
export default async function TemplateMappingsPage() {
  await guardPage({ permission: "templateMappings.manage" });
  const first = await listTemplateMappings({ pageSize: 200 });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Template mappings</h1>
        <Link
          href="/back-office/template-mappings/create"
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        >
          Create mapping
        </Link>
      </div>
      <TemplateMappingsClient initial={first.items} />
    </div>
  );
}
