"use client";

// The contractor page: details, contracts and invoices (keyset paged, overdue days shown), and for admins the
// state changes the transition tables allow (computed on the server, applied through the PATCH calls).
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { CONTRACTOR_STATE_LABEL } from "@/lib/contractors/badge";
import { CONTRACTOR_INVOICE_PAGE_SIZE, FREQUENCY_LABEL, INVOICE_STATES } from "@/lib/contractors/schema";
import type { ContractorDetail } from "@/lib/contractors/get-contractor";
import { useContractorInvoices, type ContractorInvoicePage } from "@/lib/swr/use-contractor-invoices";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { Banner, Card, DefinitionList, EmptyState } from "@/components/ui/misc";
import { Pager } from "@/components/ui/pager";
import { ContractorStateBadge, stateLabel } from "@/components/contractors/contractor-state-badge";

const FAILED = "Something went wrong, please contact our support team";

export function ContractorDetailClient({
  contractor: c,
  invoices,
  stateTargets,
  contractTargets,
}: {
  contractor: ContractorDetail;
  invoices: ContractorInvoicePage;
  stateTargets: string[];
  contractTargets: Record<string, string[]>;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const name = `${c.firstName} ${c.lastName}`;

  async function change(key: string, url: string, json: { state: string; version: number }, done: string) {
    setBusy(key);
    try {
      await apiFetch(url, { method: "PATCH", json });
      toast.success(done);
      router.refresh();
    } catch (e) {
      toast.error("Error", { description: e instanceof ApiError ? e.message : FAILED });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4">
      <Link href="/contractors" className="text-sm text-indigo-700 underline">
        Back to contractors
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{name}</h1>
        <ContractorStateBadge state={c.state} />
      </div>
      {c.state === "DUPLICATE_EMAIL" ? (
        <Banner tone="error" title="This e-mail address is already used by another contractor.">
          Requested e-mail: {c.requestedEmail ?? c.email}. The contractor stays in Duplicate email until it is
          corrected.
        </Banner>
      ) : null}
      {stateTargets.length ? (
        <div className="flex flex-wrap gap-2" aria-label="Contractor status actions" role="group">
          {stateTargets.map((to) => (
            <Button
              key={to}
              variant="secondary"
              loading={busy === `state-${to}`}
              disabled={busy !== null}
              onClick={() =>
                change(
                  `state-${to}`,
                  `/api/contractors/${c.id}`,
                  { state: to, version: c.version },
                  `${name} is now ${CONTRACTOR_STATE_LABEL[to] ?? to}.`,
                )
              }
            >
              Set status to {CONTRACTOR_STATE_LABEL[to] ?? to}
            </Button>
          ))}
        </div>
      ) : null}
      <Card title="Details">
        <DefinitionList
          items={[
            { label: "Email", value: c.email },
            { label: "Country of residence", value: c.residenceCountryName ?? c.residenceCountry },
            {
              label: "Misclassification risk accepted",
              value: c.misclassificationRiskAccepted
                ? `Yes${c.misclassificationRiskAcceptedAt ? `, ${formatDate(c.misclassificationRiskAcceptedAt)}` : ""}${c.misclassificationRiskAcceptedByName ? ` by ${c.misclassificationRiskAcceptedByName}` : ""}`
                : "No",
            },
            { label: "Added", value: formatDate(c.createdAt) },
          ]}
        />
      </Card>
      <Card title="Contracts">
        {c.contracts.length === 0 ? (
          <EmptyState title="No contracts" />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Contracts of {name}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2">
                    Job role
                  </th>
                  <th scope="col">Client</th>
                  <th scope="col">Pay</th>
                  <th scope="col">Billing currency</th>
                  <th scope="col">Start date</th>
                  <th scope="col">End date</th>
                  <th scope="col">Status</th>
                  {Object.values(contractTargets).some((t) => t.length) ? (
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {c.contracts.map((k) => (
                  <tr key={k.id} className="border-b border-slate-100">
                    <td className="py-2">{k.jobRole}</td>
                    <td>{k.client.companyName}</td>
                    <td>
                      {formatMoney(k.rate, k.invoicingCurrency)} {FREQUENCY_LABEL[k.expectedInvoicingFrequency]}
                    </td>
                    <td>{k.billingCurrency}</td>
                    <td>{formatDate(k.startDate)}</td>
                    <td>{k.endDate ? formatDate(k.endDate) : "-"}</td>
                    <td>{stateLabel(k.state)}</td>
                    {(contractTargets[k.id] ?? []).length ? (
                      <td className="text-right">
                        {contractTargets[k.id].map((to) => (
                          <Button
                            key={to}
                            variant="secondary"
                            loading={busy === `${k.id}-${to}`}
                            disabled={busy !== null}
                            aria-label={`${to === "ACTIVE" ? "Activate" : "Deactivate"} contract ${k.jobRole}`}
                            onClick={() =>
                              change(
                                `${k.id}-${to}`,
                                `/api/contractors/${c.id}/contracts/${k.id}`,
                                { state: to, version: k.version },
                                `Contract ${k.jobRole} is now ${stateLabel(to).toLowerCase()}.`,
                              )
                            }
                          >
                            {to === "ACTIVE" ? "Activate" : "Deactivate"}
                          </Button>
                        ))}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <InvoicesCard contractorId={c.id} name={name} first={invoices} />
    </div>
  );
}

function InvoicesCard({
  contractorId,
  name,
  first,
}: {
  contractorId: string;
  name: string;
  first: ContractorInvoicePage;
}) {
  const [state, setState] = useState("");
  // Keyset paging: the cursors of the pages seen so far, so 'Previous' goes back without offsets.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pageIndex = cursors.length - 1;
  const isFirst = pageIndex === 0 && !state;
  const { data, error, isLoading } = useContractorInvoices(
    contractorId,
    { cursor: cursors[pageIndex], state: state || undefined, pageSize: CONTRACTOR_INVOICE_PAGE_SIZE },
    isFirst ? first : undefined,
  );
  const rows = data?.items ?? [];
  return (
    <Card
      title="Invoices"
      actions={
        <div className="w-48">
          <SelectField
            label="Invoice status"
            value={state}
            placeholder="All statuses"
            options={INVOICE_STATES.map((s) => ({ value: s, label: stateLabel(s) }))}
            onChange={(e) => {
              setState(e.target.value);
              setCursors([undefined]);
            }}
          />
        </div>
      }
    >
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {FAILED}
        </p>
      ) : rows.length === 0 && !isLoading ? (
        <EmptyState title="No invoices" />
      ) : (
        <div className="space-y-3">
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-busy={isLoading || undefined}>
              <caption className="sr-only">Invoices of {name}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2">
                    Description
                  </th>
                  <th scope="col">Raised</th>
                  <th scope="col">Due date</th>
                  <th scope="col" className="text-right">
                    Amount
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Paid</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((inv) => (
                  <tr key={inv.id} className="border-b border-slate-100" data-testid="contractor-invoice">
                    <td className="py-2">{inv.description ?? "-"}</td>
                    <td>{formatDate(inv.raisedAt)}</td>
                    <td>
                      {formatDate(inv.dueDate)}
                      {inv.overdueBy > 0 ? (
                        <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">
                          Overdue by {inv.overdueBy} {inv.overdueBy === 1 ? "day" : "days"}
                        </span>
                      ) : null}
                    </td>
                    <td className="text-right tabular-nums">{formatMoney(inv.amount, inv.currency)}</td>
                    <td>{stateLabel(inv.state)}</td>
                    <td>{inv.paidAt ? formatDate(inv.paidAt) : "-"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Invoice pages"
            pageIndex={pageIndex}
            hasNext={!!data?.nextCursor}
            onPageIndexChange={(i) =>
              setCursors((list) =>
                i < list.length - 1 ? list.slice(0, i + 1) : [...list, data?.nextCursor ?? undefined],
              )
            }
          />
        </div>
      )}
    </Card>
  );
}
