import Link from "next/link";
import type { getEmployeeDetail } from "@/lib/employees/get-employee";
import { CARD_TITLES, type CardId, type visibleFields } from "@/lib/employees/field-definitions";
import { displayValue } from "@/lib/employees/field-values";
import { hasPage } from "@/lib/pages/routes";
import { ONBOARDING_ANCHOR } from "@/lib/employees/next-step";
import type { getOnboardingProgress } from "@/lib/onboarding/get-progress";
import { Banner, Card, DefinitionList } from "@/components/ui/misc";
import { OnboardingProgressWidget, type ProgressView } from "@/components/employees/onboarding-progress-widget";
import { DataExportWidget } from "@/components/employees/data-export-widget";
import { PlatformInviteCard } from "./platform-invite-card";
import { LocalOnboardingCard } from "./local-onboarding-card";
import { DocumentDownloadCard } from "./document-download-card";

export type EmployeeDetail = Awaited<ReturnType<typeof getEmployeeDetail>>;
type Fields = ReturnType<typeof visibleFields>;

/** The Details tab of the employee page: notices, widgets, the field cards and the record links. */
export function EmployeeDetailsSection({
  e,
  fields,
  cards,
  links,
  documentsHref,
  progress,
  showCompensationNotice,
  canTick,
  canExportData,
}: {
  e: EmployeeDetail;
  fields: Fields;
  cards: CardId[];
  links: { href: string; label: string }[];
  documentsHref: string;
  progress: Awaited<ReturnType<typeof getOnboardingProgress>> | null;
  showCompensationNotice: boolean;
  canTick: boolean;
  canExportData: boolean;
}) {
  return (
    <div className="space-y-4">
      {showCompensationNotice ? (
        <Banner tone="info" title="Please complete the additional compensation">
          <Link href={`/employees/${e.id}/edit#additionalCompensation`} className="font-medium underline">
            Edit additional compensation
          </Link>
        </Banner>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {progress ? (
          <div id={ONBOARDING_ANCHOR} className="scroll-mt-24">
            <OnboardingProgressWidget
              initial={JSON.parse(JSON.stringify(progress)) as ProgressView}
              canTick={canTick}
              editEmployerHref={`/employees/${e.id}/edit#lspId`}
            />
          </div>
        ) : null}
        {canExportData ? <DataExportWidget employeeId={e.id} /> : null}
        {e.localOnboarding ? <LocalOnboardingCard items={e.localOnboarding} employer={e.lsp?.name ?? null} /> : null}
        {e.actions.downloadDocuments ? (
          <DocumentDownloadCard
            employeeId={e.id}
            allHref={e.actions.openDocuments && hasPage(documentsHref) ? documentsHref : null}
          />
        ) : null}
        {e.invitation ? (
          <div id="platform-invite" className="scroll-mt-24">
            <PlatformInviteCard
              employeeId={e.id}
              initial={e.invitation}
              canInvite={e.actions.invite}
              unavailable={e.inviteUnavailable}
            />
          </div>
        ) : null}
        <EmployeeFieldCards e={e} fields={fields} cards={cards} />
      </div>
      {links.length ? (
        <nav aria-label="Employee records" className="flex flex-wrap gap-3 text-sm">
          {links.map((l) => (
            <Link key={l.href} href={l.href} className="font-medium text-indigo-700 hover:underline">
              {l.label}
            </Link>
          ))}
        </nav>
      ) : null}
      {cards.length === 0 ? <p className="text-sm text-slate-600">Details are not shown for your role.</p> : null}
    </div>
  );
}

function EmployeeFieldCards({ e, fields, cards }: { e: EmployeeDetail; fields: Fields; cards: CardId[] }) {
  return (
    <>
      {cards.map((card) => (
        <Card
          key={card}
          title={CARD_TITLES[card]}
          actions={
            // Spec 1 sections 2, 6: the role card links to the contractual compensation page.
            card === "role" && e.actions.openCompensation ? (
              <Link
                href={`/employees/${e.id}/contractual-compensation`}
                className="text-sm font-medium text-indigo-700 hover:underline"
              >
                Contractual compensation
              </Link>
            ) : null
          }
        >
          <DefinitionList
            items={fields
              .filter((field) => field.card === card && field.type !== "redacted")
              .map((field) => ({
                label: field.label,
                value: displayValue(field, e),
              }))}
          />
        </Card>
      ))}
    </>
  );
}
