import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getEmployeeDetail } from "@/lib/employees/get-employee";
import { getOnboardingProgress } from "@/lib/onboarding/get-progress";
import { getEmployeeNextStep } from "@/lib/onboarding/get-next-step";
import { getOpenDeparture } from "@/lib/terminations/get-open-departure";
import { loadStaffPayslips } from "@/lib/payslips/load-staff-payslips";
import { employerChoices } from "@/lib/employees/employer-choices";
import { hasPage } from "@/lib/pages/routes";
import { Banner } from "@/components/ui/misc";
import { DataExportWidget } from "@/components/employees/data-export-widget";
import { EmployeeDetailTabs } from "@/components/employees/employee-detail-tabs";
import { EmployeeContracts } from "@/components/contracts/employee-contracts";
import { LazyDocumentsTab } from "@/components/documents/lazy-documents-tab";
import { EmployeeDetailsSection } from "./employee-cards";
import { EmployeeHeader } from "./employee-header";
import { NextStepCard } from "./next-step-card";
import { DepartureCard } from "./departure-card";
import { LazyCompensationCards, LazyPayslipsCard } from "./lazy-cards";

export const metadata: Metadata = { title: "Employee" };

/** The step whose completion the manager's additional-compensation notice waits for (spec 1 section 6). */
const ADDITIONAL_COMPENSATION_STEP = "Additional compensation confirmed";

export default async function EmployeeDetailPage({ params }: { params: Promise<{ employeeId: string }> }) {
  const { employeeId } = await params;
  const actor = await guardPage({ permission: "employees.read" });
  // Spec 1 section 8: an employee fetch 404 goes to the 404 page.
  const e = await orNotFound(() => getEmployeeDetail(actor, employeeId));
  const progress = e.actions.readOnboarding ? await getOnboardingProgress(actor, e.id) : null;
  const showBanner = e.actions.seeOnboardingBanner;
  // The Next step card for admins, managers and the employee themself; the employer dialog's choices when the
  // step is the employer's and this viewer sets it.
  const step = e.actions.readNextStep ? await getEmployeeNextStep(e, actor, progress) : null;
  const employer =
    step?.step === "employer" && step.action
      ? {
          choices: await employerChoices(e.countryCode),
          current: { lspId: e.lspId, legalEntityId: e.legalEntityId },
        }
      : null;
  const departure = await getOpenDeparture(actor, e.id);
  // Payslips (beyond the spec): null when this viewer may not read this employee's.
  const payslips = await loadStaffPayslips(actor, e.id);
  const compensationStep = progress?.stages
    .flatMap((s) => s.steps)
    .find((s) => s.name === ADDITIONAL_COMPENSATION_STEP);
  // Spec 3 section 2: links to the employee's documents, employments, expenses and time off, for whoever may
  // open them (e.actions: LSP users have the Documents tab instead).
  const documentsHref = `/employees/${e.id}/documents`;
  const links = [
    { href: documentsHref, label: "Documents", allowed: e.actions.openDocuments },
    { href: `/employees/${e.id}/employments`, label: "Employments", allowed: e.actions.openEmployments },
    { href: `/expenses?employeeId=${e.id}`, label: "Expenses", allowed: e.actions.openExpenses },
    { href: `/time-off?employeeId=${e.id}`, label: "Time off", allowed: e.actions.openTimeOff },
  ].filter((l) => l.allowed && hasPage(l.href));

  const details = (
    <EmployeeDetailsSection
      e={e}
      fields={e.fields}
      cards={e.cards}
      links={links}
      documentsHref={documentsHref}
      progress={progress}
      showCompensationNotice={!!(e.actions.seeCompensationNotice && compensationStep && !compensationStep.completed)}
      canTick={e.actions.tickOnboarding}
      canExportData={e.actions.exportData}
    />
  );

  // Spec 3 section 2, Documents tab (LSP users): the employee's documents.
  const documentsTab = e.actions.openDocumentsTab ? (
    <LazyDocumentsTab
      owner={{ employeeId: e.id }}
      canUpload={e.actions.uploadDocuments}
      canDelete={e.actions.deleteDocuments}
    />
  ) : null;

  return (
    <div className="space-y-6">
      {showBanner ? (
        <Banner tone="info" title="Onboarding in progress">
          {progress ? `${progress.percent}% of the onboarding stages are complete.` : null}
        </Banner>
      ) : null}
      <EmployeeHeader
        e={e}
        canRequestTermination={e.actions.requestTermination}
        canResign={e.actions.resign}
        canEdit={e.actions.edit}
        canDownloadData={e.actions.downloadData}
      />
      {step ? <NextStepCard employeeId={e.id} step={step} employer={employer} /> : null}
      {departure ? <DepartureCard departure={departure} /> : null}
      <EmployeeDetailTabs details={details} documents={documentsTab} />
      {e.actions.downloadData ? (
        <div id="data-export">
          <DataExportWidget employeeId={e.id} title="Exports" />
        </div>
      ) : null}
      <EmployeeContracts actor={actor} employeeId={e.id} />
      {e.actions.readCompensationHistory ? (
        <LazyCompensationCards employeeId={e.id} currency={e.annualBaseSalaryCurrency ?? "EUR"} />
      ) : null}
      {payslips ? (
        <div id="payslips" className="scroll-mt-24">
          <LazyPayslipsCard employeeId={e.id} data={payslips} />
        </div>
      ) : null}
    </div>
  );
}
