import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { lspActionsOf } from "@/lib/lsps/lsp-actions";
import { getLsp } from "@/lib/lsps/get-lsp";
import { listLspUsers } from "@/lib/lsps/list-lsp-users";
import { listEmployees } from "@/lib/employees/list-employees";
import { ZEmployeeListQuery } from "@/lib/employees/schema";
import { nextCutoffByCountry } from "@/lib/payroll/cutoffs/next-cutoff-by-country";
import { LspDetailClient } from "./page-client";

export const metadata: Metadata = { title: "LSP" };

export default async function LspPage({ params }: { params: Promise<{ lspId: string }> }) {
  const { lspId } = await params;
  const actor = await guardPage({ permission: "lsps.read" });
  const lsp = await orNotFound(() => getLsp(actor, lspId));
  const actions = lspActionsOf(actor);
  const [users, employees, cutoffs] = await Promise.all([
    actions.readUsers ? listLspUsers(actor, lspId) : null,
    listEmployees(actor, ZEmployeeListQuery.parse({ lspId, pageSize: 100 })),
    actions.readCutoffs ? nextCutoffByCountry(lsp.id) : [],
  ]);
  return (
    <LspDetailClient
      lsp={lsp}
      users={users}
      employees={employees.items.map((e) => ({
        id: e.id,
        name: e.name,
        country: e.countryName,
        companyName: e.companyName,
        onboardingStatus: e.onboardingStatus,
      }))}
      nextCutoffs={cutoffs}
      actions={actions}
    />
  );
}
