"use client";

// 'Choose your type of hire' (spec 1 sections 2, 4, 8): Employee, Contractor and PEO cards with the availability
// rules, preselection with a single product, 'Get in touch' (external) for PEO, and the two banners.
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ExternalLink } from "lucide-react";
import { MESSAGES_HIRING, type HireType } from "@/lib/hiring/constants";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";
import { cn } from "@/components/ui/cn";
import { HireSteps } from "@/components/hiring/hire-steps";
import { OverdueInvoicesBanner } from "@/components/hiring/overdue-banner";

type Availability = {
  companyId: string;
  companyName: string;
  available: Record<HireType, boolean>;
  preselected: HireType | null;
  contractorsPaused: boolean;
  overdueInvoices: boolean;
};

const CARDS: { type: HireType; title: string; description: string }[] = [
  {
    type: "employee",
    title: "Employee",
    description: "Hire a full-time employee abroad through our employer of record (EOR).",
  },
  { type: "contractor", title: "Contractor", description: "Engage an independent contractor and pay their invoices." },
  {
    type: "peo",
    title: "PEO",
    description: "Employ through your own local entity with our professional employer organisation.",
  },
];

const PEO_CONTACT = "mailto:sales@omniplatform.example?subject=PEO%20hire";

export function ChooseHireType({
  companyId,
  availability,
  initialType,
  country,
  canReviewInvoices,
}: {
  companyId: string;
  availability: Availability;
  initialType: HireType | null;
  country: string | null;
  /** May open the company invoices page (its financial data); others are told who can pay. */
  canReviewInvoices: boolean;
}) {
  const router = useRouter();
  const first = initialType && availability.available[initialType] ? initialType : availability.preselected;
  const [selected, setSelected] = useState<HireType | null>(first);

  function next() {
    if (selected === "employee")
      router.push(`/companies/${companyId}/add-pending-employee${country ? `?country=${country}` : ""}`);
    else if (selected === "contractor") router.push(`/companies/${companyId}/add-contractor`);
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link href={`/companies/${companyId}#pending-employees`} className="text-sm text-indigo-700 underline">
        Back
      </Link>
      <HireSteps current="type" />
      <h1 className="text-2xl font-semibold">Choose your type of hire</h1>
      {availability.contractorsPaused ? (
        <Banner tone="info" title={MESSAGES_HIRING.contractorsPaused}>
          We are changing our payments provider for contractors. Contact{" "}
          <a className="underline" href="mailto:support@omniplatform.example">
            support@omniplatform.example
          </a>{" "}
          with any questions. Read about{" "}
          <a
            className="underline"
            href="https://help.omniplatform.example/contractor-risks"
            target="_blank"
            rel="noreferrer"
          >
            contractor risks
          </a>{" "}
          and the{" "}
          <a
            className="underline"
            href="https://help.omniplatform.example/contractor-client-terms"
            target="_blank"
            rel="noreferrer"
          >
            contractor client terms
          </a>
          .
        </Banner>
      ) : null}
      {availability.overdueInvoices ? (
        <OverdueInvoicesBanner invoicesHref={canReviewInvoices ? `/companies/${companyId}/invoices` : null} />
      ) : null}
      <fieldset>
        <legend className="sr-only">Type of hire</legend>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {CARDS.map((card) => {
            const disabled = !availability.available[card.type];
            return (
              <label
                key={card.type}
                className={cn(
                  "flex cursor-pointer flex-col gap-2 rounded-lg border bg-white p-4 shadow-sm",
                  selected === card.type ? "border-indigo-600 ring-2 ring-indigo-200" : "border-slate-200",
                  disabled && "cursor-not-allowed opacity-50",
                )}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="hire-type"
                    value={card.type}
                    checked={selected === card.type}
                    disabled={disabled}
                    onChange={() => setSelected(card.type)}
                  />
                  <span className="font-semibold">{card.title}</span>
                </span>
                <span className="text-sm text-slate-600">{card.description}</span>
                {disabled ? <span className="text-xs text-slate-500">Not available</span> : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Spec 1 section 2: the hire-type page links to the invoices page. */}
        {canReviewInvoices ? (
          <Link href={`/companies/${companyId}/invoices`} className="text-sm text-indigo-700 underline">
            Your company&apos;s invoices
          </Link>
        ) : (
          <span />
        )}
        {selected === "peo" ? (
          <a
            href={PEO_CONTACT}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700"
          >
            Get in touch <ExternalLink aria-hidden className="h-4 w-4" />
          </a>
        ) : (
          <Button disabled={!selected} onClick={next}>
            Next
          </Button>
        )}
      </div>
    </div>
  );
}
