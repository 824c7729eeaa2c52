// A legal entity or payroll provider: its details, and the edit form for who may manage it. Server component.
import Link from "next/link";
import type { LspCountryChoice } from "@/lib/lsps/serves-country";
import { Card, DefinitionList } from "@/components/ui/misc";
import { ProviderForm } from "@/components/back-office/provider-form";

type Record = {
  id: string;
  name: string;
  lspId: string;
  lspName: string;
  countryCode: string;
  countryName: string;
  isActive: boolean;
  hasHistory: boolean;
};

export function ProviderDetail(props: {
  record: Record;
  noun: string;
  endpoint: string;
  pageBase: string;
  historyLabel: string;
  /** The form's choices; null for a reader. */
  choices: LspCountryChoice[] | null;
}) {
  const { record, noun, pageBase, choices } = props;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href={pageBase} className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">{record.name}</h1>
      <Card title="Details">
        <DefinitionList
          items={[
            {
              label: "LSP",
              value: (
                <Link href={`/lsps/${record.lspId}`} className="text-indigo-700 underline">
                  {record.lspName}
                </Link>
              ),
            },
            { label: "Country", value: record.countryName },
            { label: "Status", value: record.isActive ? "Active" : "Inactive" },
            { label: props.historyLabel, value: record.hasHistory ? "Yes: the LSP and country cannot change" : "None" },
          ]}
        />
      </Card>
      {choices ? (
        <ProviderForm
          endpoint={props.endpoint}
          pageBase={pageBase}
          noun={noun}
          choices={choices}
          id={record.id}
          locked={record.hasHistory}
          initial={{
            name: record.name,
            lspId: record.lspId,
            countryCode: record.countryCode,
            isActive: record.isActive,
          }}
        />
      ) : null}
    </div>
  );
}
