import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { WaitingForYou } from "@/components/home/waiting-for-you";
import { can } from "@/lib/policy";
import { links } from "@/lib/config";
import { ZCompanyListQuery } from "@/lib/companies/schema";
import { listCompanies } from "@/lib/companies/service";
import { CompanyList } from "@/components/companies/company-list";

export const metadata: Metadata = { title: "Clients" };

export default async function CompaniesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await guardPage({ permission: "companies.list" });
  const raw = await searchParams;
  const parsed = ZCompanyListQuery.safeParse({
    search: typeof raw.search === "string" && raw.search ? raw.search : undefined,
    pageIndex: raw.pageIndex ?? undefined,
    pageSize: raw.pageSize ?? undefined,
  });
  const query = parsed.success ? parsed.data : ZCompanyListQuery.parse({});
  const result = await listCompanies(actor, query);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Clients</h1>
        {can(actor, "companies.create") ? (
          <a
            href={links.backOffice()}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700"
          >
            Add new client <span aria-hidden>↗</span>
            <span className="sr-only">(opens the back office in a new tab)</span>
          </a>
        ) : null}
      </div>
      <WaitingForYou actor={actor} page="companies" />
      <CompanyList
        items={result.items}
        totalCount={result.totalCount}
        pageIndex={query.pageIndex}
        pageSize={query.pageSize}
        search={query.search ?? ""}
      />
    </div>
  );
}
