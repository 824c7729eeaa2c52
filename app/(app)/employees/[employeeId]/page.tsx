import type { Metadata } from "next";
import Link from "next/link";
import { can } from "@/lib/policy";
import { flagsOf } from "@/lib/auth/actor";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getEmployeeDetail } from "@/lib/employees/get-employee";
import { editorKinds } from "@/lib/employees/edit";
import { ONBOARDING_STATUSES } from "@/lib/employees/schema";
import { CARD_TITLES, viewerKinds, visibleFields, type CardId } from "@/lib/employees/field-definitions";
import { fieldValue } from "@/lib/employees/field-values";
import { getOnboardingProgress } from "@/lib/onboarding/get-progress";
import { hasPage } from "@/lib/pages/routes";
import { Banner, Card, DefinitionList, Pill } from "@/components/ui/misc";
import { OnboardingProgressWidget, type ProgressView } from "@/components/employees/onboarding-progress-widget";
import { DataExportWidget } from "@/components/employees/data-export-widget";
import { EmployeeDetailTabs } from "@/components/employees/employee-detail-tabs";
import { StatusHistoryDrawer } from "@/components/employees/status-history-drawer";
import { EmployeeContracts } from "@/components/contracts/employee-contracts";
import { DocumentsTab } from "@/components/documents/documents-tab";
import { PlatformInviteCard } from "./platform-invite-card";
import { LocalOnboardingCard } from "./local-onboarding-card";
import { DocumentDownloadCard } from "./document-download-card";

export const metadata: Metadata = { title: "Employee" };

/** The step whose completion the manager's additional-compensation notice waits for (spec 1 section 6). */
const ADDITIONAL_COMPENSATION_STEP = "Additional compensation confirmed";
const TONE = { ACTIVE: "success", IN_PROGRESS: "info", INACTIVE: "neutral", PENDING: "warning" } as const;

export default async function EmployeeDetailPage({ params }: { params: Promise<{ employeeId: string }> }) {
  const { employeeId } = await params;
  const actor = await guardPage({ permission: "employees.read" });
  // Spec 1 section 8: an employee fetch 404 goes to the 404 page.
  const e = await orNotFound(() => getEmployeeDetail(actor, employeeId));
  const f = flagsOf(actor);
  const isSelf = e.userId === actor.userId;
  const editors = editorKinds(actor, e);
  const fields = visibleFields(viewerKinds(f, isSelf), editors);
  const cards = [...new Set(fields.map((field) => field.card))] as CardId[];
  const progress = can(actor, "onboarding.read") ? await getOnboardingProgress(actor, e.id) : null;
  const inProgress = e.onboardingStatus === "IN_PROGRESS";
  const showBanner = inProgress && (f.isLSP || f.isAdmin || f.isManager || (isSelf && e.employeeType === "EOR"));
  const compensationStep = progress?.stages
    .flatMap((s) => s.steps)
    .find((s) => s.name === ADDITIONAL_COMPENSATION_STEP);
  const canEdit = !f.isLSP && editors.length > 0;
  // Spec 2 section 4: Active employees are offered a termination request (the others an archive, on the
  // company employees tab); the employee themself resigns instead.
  const canRequestTermination =
    !isSelf && e.onboardingStatus === "ACTIVE" && !e.archivedAt && can(actor, "terminations.create");
  const canResign = isSelf && e.onboardingStatus === "ACTIVE" && can(actor, "resignations.create");
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
    <div className="space-y-4">
      {f.isManager && compensationStep && !compensationStep.completed ? (
        <Banner tone="info" title="Please complete the additional compensation">
          <Link href={`/employees/${e.id}/edit#additionalCompensation`} className="font-medium underline">
            Edit additional compensation
          </Link>
        </Banner>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {progress ? (
          <OnboardingProgressWidget
            initial={JSON.parse(JSON.stringify(progress)) as ProgressView}
            canTick={can(actor, "onboarding.update")}
            editEmployerHref={`/employees/${e.id}/edit#lspId`}
          />
        ) : null}
        {f.isAdmin && can(actor, "employees.dataExport") ? <DataExportWidget employeeId={e.id} /> : null}
        {e.localOnboarding ? <LocalOnboardingCard items={e.localOnboarding} employer={e.lsp?.name ?? null} /> : null}
        {e.actions.downloadDocuments ? (
          <DocumentDownloadCard
            employeeId={e.id}
            allHref={e.actions.openDocuments && hasPage(documentsHref) ? documentsHref : null}
          />
        ) : null}
        {e.invitation ? (
          <PlatformInviteCard
            employeeId={e.id}
            initial={e.invitation}
            canInvite={e.actions.invite}
            unavailable={e.inviteUnavailable}
          />
        ) : null}
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
                  value: field.redacted ? "Hidden" : fieldValue(field.name, e),
                }))}
            />
          </Card>
        ))}
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

  // Spec 3 section 2, Documents tab (LSP users): the employee's documents.
  const documentsTab = f.isLSP ? (
    <DocumentsTab
      owner={{ employeeId: e.id }}
      canUpload={can(actor, "documents.create")}
      canDelete={can(actor, "documents.delete")}
    />
  ) : null;

  return (
    <div className="space-y-6">
      {showBanner ? (
        <Banner tone="info" title="Onboarding in progress">
          {progress ? `${progress.percent}% of the onboarding stages are complete.` : null}
        </Banner>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">
            {e.firstName} {e.lastName}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {e.country.name} · {e.jobTitle ?? "No job title"} · Manager:{" "}
            {e.manager ? `${e.manager.user.firstName} ${e.manager.user.lastName}` : "—"}
          </p>
          <div className="mt-2">
            <Pill tone={TONE[e.onboardingStatus]}>
              {ONBOARDING_STATUSES.find((s) => s.value === e.onboardingStatus)?.label}
            </Pill>
            {e.archivedAt ? <Pill tone="neutral">Archived</Pill> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusHistoryDrawer employeeId={e.id} />
          {canRequestTermination ? (
            <Link
              href={`/companies/${e.companyId}/employee/${e.id}/termination-requests/add`}
              className="rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
            >
              Request termination
            </Link>
          ) : null}
          {canResign ? (
            <Link
              href={`/companies/${e.companyId}/employee/${e.id}/resignation`}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Resign
            </Link>
          ) : null}
          {canEdit ? (
            <Link
              href={`/employees/${e.id}/edit`}
              className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
            >
              Edit details
            </Link>
          ) : f.isLSP && can(actor, "employees.dataExport") ? (
            <a
              href="#data-export"
              className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
            >
              Download data
            </a>
          ) : null}
        </div>
      </div>
      <EmployeeDetailTabs details={details} documents={documentsTab} />
      {f.isLSP && can(actor, "employees.dataExport") ? (
        <div id="data-export">
          <DataExportWidget employeeId={e.id} title="Exports" />
        </div>
      ) : null}
      <EmployeeContracts actor={actor} employeeId={e.id} />
    </div>
  );
}
