import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { seatActionsOf } from "@/lib/hiring/seat-actions";
import { getCompanyFees } from "@/lib/hiring/get-company-fees";
import { getCompanyForHiring } from "@/lib/hiring/get-company-for-hiring";
import { listCountries } from "@/lib/hiring/list-countries";
import { addSeatBackHref } from "@/lib/hiring/atlas";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getOverdueInvoices } from "@/lib/finance/get-overdue-invoices";
import { can } from "@/lib/policy";
import { OverdueNotice } from "./overdue-notice";
import { AddSeatForm } from "./page-client";
import type { KeyFactsContent } from "@/components/hiring/key-facts";

export const metadata: Metadata = { title: "Add employee details" };

// Admins get the admin hire form; managers the client request. '?form=admin' for a manager is the
// manager-review-only form: 403 (spec 1 section 2).
export default async function AddPendingEmployeePage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<{ country?: string; form?: string; from?: string }>;
}) {
  const { companyId } = await params;
  const { country, form, from } = await searchParams;
  const actor = await guardPage({ permission: "seats.create" });
  const { isAdmin } = seatActionsOf(actor);
  if (form === "admin" && !isAdmin) forbidden();
  const company = await orNotFound(() => getCompanyForHiring(actor, companyId));
  const backHref = addSeatBackHref({ from, isAdmin, companyId, country });
  // Spec 1 sections 4, 8: a client with overdue invoices requests no new employee (the admin form is not paused).
  if (!isAdmin && (await getOverdueInvoices(company.id)).isOverdue)
    return (
      <OverdueNotice
        backHref={backHref}
        invoicesHref={can(actor, "balances.read") ? `/companies/${company.id}/invoices` : null}
      />
    );
  const [countries, fees] = await Promise.all([listCountries(), getCompanyFees(actor, companyId)]);
  return (
    <AddSeatForm
      companyId={company.id}
      variant={isAdmin ? "admin" : "client"}
      countries={countries.map((c) => ({
        code: c.code,
        name: c.name,
        currency: c.currency,
        isSanctioned: c.isSanctioned,
        keyFacts: (c.keyFacts as KeyFactsContent | null) ?? null,
        weekendDays: c.weekendDays,
      }))}
      initialCountry={country?.toUpperCase() ?? null}
      automatedProposals={fees.enableAutomatedProposals}
      isInternalCompany={company.isInternal}
      backHref={backHref}
    />
  );
}
