// What the company's invoices list needs, for its page and the company page's Invoices tab: the first page of
// invoices (tenancy in listCompanyInvoices: a foreign company is NOT_FOUND), where the statement is, and the
// direct-debit links of the company's billing entities the viewer may read.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import type { TCompanyInvoicesQuery } from "@/lib/finance/company-invoice-schema";
import { listCompanyInvoices } from "@/lib/finance/list-company-invoices";
import { listBillingEntities } from "@/lib/finance/list-billing-entities";

export async function loadCompanyInvoicesView(actor: Actor, companyId: string, query: TCompanyInvoicesQuery) {
  const [initial, entities] = await Promise.all([
    listCompanyInvoices(actor, companyId, query),
    can(actor, "billingEntities.read") ? listBillingEntities(actor, companyId) : Promise.resolve([]),
  ]);
  return {
    companyId,
    initial,
    initialQuery: query,
    balancesHref: actor.companyId ? "/balances" : `/balances?companyId=${encodeURIComponent(companyId)}`,
    directDebitLinks: entities.flatMap((e) =>
      e.directDebitSetupUrl ? [{ billingEntityId: e.billingEntityId, url: e.directDebitSetupUrl }] : [],
    ),
  };
}
