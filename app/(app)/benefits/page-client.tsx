"use client";

import { useState } from "react";
import { SelectField } from "@/components/ui/field";
import { BenefitsChoices } from "@/components/benefits/benefits-choices";

export function BenefitsAdmin({
  companies,
  canChoose,
}: {
  companies: { id: string; name: string }[];
  canChoose: boolean;
}) {
  const [companyId, setCompanyId] = useState(companies[0]?.id ?? "");
  return (
    <div className="space-y-4">
      <div className="max-w-sm">
        <SelectField
          label="Client"
          value={companyId}
          onChange={(e) => setCompanyId(e.target.value)}
          options={companies.map((c) => ({ value: c.id, label: c.name }))}
        />
      </div>
      {companyId ? <BenefitsChoices key={companyId} companyId={companyId} canChoose={canChoose} /> : null}
    </div>
  );
}
