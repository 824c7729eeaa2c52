"use client";

import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { FREQUENCY_LABEL } from "@/lib/contractors/schema";
import type { ContractorDetail } from "@/lib/contractors/get-contractor";
import { Button } from "@/components/ui/button";
import { Card, EmptyState } from "@/components/ui/misc";
import { stateLabel } from "@/components/contractors/contractor-state-badge";

export type ChangeState = (
  key: string,
  url: string,
  json: { state: string; version: number },
  done: string,
) => Promise<void>;

export function ContractsCard({
  contractor: c,
  name,
  contractTargets,
  busy,
  change,
}: {
  contractor: ContractorDetail;
  name: string;
  contractTargets: Record<string, string[]>;
  busy: string | null;
  change: ChangeState;
}) {
  return (
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
  );
}
