"use client";

import Link from "next/link";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { FREQUENCY_PER } from "@/lib/contractors/schema";
import { currencyLabel } from "@/lib/display";
import { useContractorCosts } from "@/lib/swr/use-contractor-costs";
import { Banner, Card, DefinitionList } from "@/components/ui/misc";
import { ContractorStateBadge } from "@/components/contractors/contractor-state-badge";
import { TextField } from "@/components/ui/field";
import type { ContractorValues, ContractValues } from "@/components/contractors/add-contractor-steps";

const DUPLICATE_EMAIL_MESSAGE =
  "This e-mail address is already used by another contractor. The contractor was added with the status Duplicate email; our team will contact you to correct it.";

export type Created = { id: string; contractId: string; state: string };

export function ContractorSummaryCard({
  contractor,
  contract,
  countryName,
}: {
  contractor: ContractorValues;
  contract: ContractValues;
  countryName: string;
}) {
  return (
    <Card title="Summary">
      <DefinitionList
        items={[
          { label: "Contractor", value: `${contractor.firstName} ${contractor.lastName}` },
          { label: "Email", value: contractor.email },
          { label: "Country of residence", value: countryName },
          { label: "Job role", value: contract.jobRole },
          {
            label: "Rate",
            value: formatMoney(contract.rate, contract.invoicingCurrency, {
              per: FREQUENCY_PER[contract.expectedInvoicingFrequency],
            }),
          },
          { label: "Billing currency", value: currencyLabel(contract.billingCurrency) },
          { label: "Start date", value: formatDate(contract.startDate) },
          { label: "End date", value: contract.endDate ? formatDate(contract.endDate) : "Open-ended" },
        ]}
      />
    </Card>
  );
}

export function ContractorCostsCard({ costs }: { costs: ReturnType<typeof useContractorCosts> }) {
  return (
    <Card title="Estimated monthly cost">
      {costs.error ? (
        <p role="alert" className="text-sm text-red-700">
          Something went wrong, please contact our support team
        </p>
      ) : !costs.data ? (
        <p className="text-sm text-slate-600" role="status">
          Calculating…
        </p>
      ) : (
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Contractor cost (monthly equivalent)</dt>
            <dd>{formatMoney(costs.data.monthlyContractorCost, costs.data.currency)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Platform fee</dt>
            <dd>{formatMoney(costs.data.platformFee, costs.data.currency)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold">
            <dt>Estimated monthly total</dt>
            <dd data-testid="contractor-monthly-total">
              {formatMoney(costs.data.totalMonthlyCost, costs.data.currency)}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

export function ContractorAdded({
  header,
  created,
  contractor,
}: {
  header: React.ReactNode;
  created: Created;
  contractor: ContractorValues;
}) {
  const duplicate = created.state === "DUPLICATE_EMAIL";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {header}
      <Banner
        tone={duplicate ? "warning" : "success"}
        title={`${contractor.firstName} ${contractor.lastName} has been added.`}
      >
        Status: <ContractorStateBadge state={created.state} />
      </Banner>
      {duplicate ? (
        <Card title="Contractor details">
          <TextField label="Email" readOnly value={contractor.email} error={DUPLICATE_EMAIL_MESSAGE} />
        </Card>
      ) : null}
      <div className="flex gap-4 text-sm">
        <Link className="font-medium text-indigo-700 underline" href={`/contractors/${created.id}`}>
          View contractor
        </Link>
        <Link className="font-medium text-indigo-700 underline" href="/contractors">
          Go to contractors
        </Link>
      </div>
    </div>
  );
}
