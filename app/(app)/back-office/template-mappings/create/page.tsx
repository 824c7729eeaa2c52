import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { listMappingOptions } from "@/lib/contracts/template-mappings/list-mapping-options";
import { CreateMappingClient } from "./page-client";

export const metadata: Metadata = { title: "Create template mapping" };

export default async function CreateTemplateMappingPage() {
  await guardPage({ permission: "templateMappings.manage" });
  const { countries, companies } = await listMappingOptions();
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Create template mapping</h1>
      <CreateMappingClient countries={countries} companies={companies} />
    </div>
  );
}
