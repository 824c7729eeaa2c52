import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { can } from "@/lib/policy";
import { companyActionsOf } from "@/lib/companies/company-actions";
import { AppError } from "@/lib/errors";
import { countryName } from "@/lib/display";
import { guardPage } from "@/lib/pages/guard";
import { companyTabs, getAvailableProducts, getCompanyOrThrow, type CompanyDto } from "@/lib/companies/service";
import { listResignations } from "@/lib/terminations/resignations/list-resignations";
import { canChooseBenefits } from "@/lib/benefits/selection";
import { listTerminationRequests as listCompanyTerminations } from "@/lib/terminations/list-termination-requests";
import { listAssignableEmployees, listManagers } from "@/lib/account/managers/service";
import { CompanyTabs, type TabDef } from "@/components/companies/company-tabs";
import { LoadErrorNotice } from "@/components/companies/error-toast";
import { ManagersCard } from "@/components/managers/managers-card";
import { PendingEmployeesTab } from "@/components/hiring/pending-employees-tab";
import { Card, DefinitionList } from "@/components/ui/misc";
import { listBillingEntities } from "@/lib/finance/list-billing-entities";
import { ZCompanyInvoicesQuery } from "@/lib/finance/company-invoice-schema";
import { loadCompanyInvoicesView } from "@/lib/finance/load-company-invoices-view";
import { BillingEntitiesCard } from "./billing-entities-card";
import { ResourcesPanel } from "./resources-panel";
import {
  LazyBenefitsChoices,
  LazyCompanyEmployeesTab,
  LazyCompanyInvoices,
  LazyPermissionsPanel,
  LazyResignationsTable,
  LazyTerminationRequestsTable,
} from "./lazy-panels";
import { LazyDocumentsTab } from "@/components/documents/lazy-documents-tab";
import { configuredBackOfficeUrl } from "@/lib/config";
import { isAtlasOn } from "@/lib/hiring/atlas";
import { CLIENT_INFO_ERROR, PRODUCTS_ERROR } from "@/lib/companies/load-errors";

export const metadata: Metadata = { title: "Client" };

const LABELS: Record<string, string> = {
  details: "Details",
  employees: "Employees",
  "pending-employees": "Pending employees",
  "termination-requests": "Termination requests",
  "resignation-requests": "Resignation requests",
  benefits: "Benefits",
  documents: "Documents",
  invoices: "Invoices",
  permissions: "Permissions",
};

function Details({ company }: { company: CompanyDto }) {
  const a = company.registeredAddress;
  return (
    <Card title="Company details">
      <DefinitionList
        items={[
          { label: "Company name", value: company.name },
          { label: "Country of registration", value: company.countryName ?? company.countryOfRegistration },
          {
            label: "Registered address",
            value: a
              ? [a.addressLine1, a.addressLine2, a.city, a.postalCode, a.country ? countryName(a.country) : null]
                  .filter(Boolean)
                  .join(", ")
              : null,
          },
          { label: "VAT number", value: company.identifiers.vatNumber },
          { label: "Company number", value: company.identifiers.companyNumber },
          { label: "Onboarding stage", value: company.onboardingStage },
          { label: "Invoicing email", value: company.invoicingEmail },
          { label: "Primary contact", value: company.primaryContact.name },
          { label: "Primary contact phone number", value: company.primaryContact.phoneNumber },
          { label: "VAT exempt", value: company.isVATExempt ? "Yes" : "No" },
          { label: "FX conversion percent", value: `${company.fxConversionPercent}%` },
          { label: "Contract automation", value: company.settings.disableContractAutomation ? "Off" : "On" },
          {
            label: "Salary pre-payment",
            value:
              company.salaryPrepayment.terms !== null
                ? `${company.salaryPrepayment.terms} days × ${company.salaryPrepayment.multiplier ?? "1"}`
                : null,
          },
          { label: "Enabled products", value: company.enabledProducts.join(", ") },
          ...(company.adminNotes ? [{ label: "Admin notes", value: company.adminNotes }] : []),
        ]}
      />
    </Card>
  );
}

export default async function CompanyPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const actor = await guardPage({ permission: "companies.read" });
  let company: CompanyDto;
  try {
    company = await getCompanyOrThrow(actor, companyId);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    return <LoadErrorNotice message={CLIENT_INFO_ERROR} />;
  }
  const actions = companyActionsOf(actor, companyId);
  const [visible, managers, productsResult] = await Promise.all([
    companyTabs(actor, companyId),
    listManagers(actor, companyId),
    getAvailableProducts(actor, companyId).then(
      (value) => ({ ok: true as const, value }),
      () => ({ ok: false as const }),
    ),
  ]);
  const tabs: TabDef[] = Object.entries(visible)
    .filter(([, show]) => show)
    .map(([id]) => ({ id, label: LABELS[id] }));

  const panels: Record<string, React.ReactNode> = {};
  panels.details = (
    <div className="space-y-4">
      <Details company={company} />
      {/* The side links' 'Managers' target (#managers opens this tab and scrolls here). */}
      <div id="managers" className="scroll-mt-4">
        <ManagersCard companyId={companyId} managers={managers.items} canAdd={actions.addManager} />
      </div>
      {actions.readBillingEntities ? (
        <BillingEntitiesCard entities={await listBillingEntities(actor, companyId)} />
      ) : null}
    </div>
  );
  panels.employees = (
    <LazyCompanyEmployeesTab
      companyId={companyId}
      canArchive={actions.archiveEmployees}
      canRequestTermination={actions.requestTermination}
    />
  );
  if (visible["pending-employees"]) panels["pending-employees"] = <PendingEmployeesTab companyId={companyId} />;
  if (visible["termination-requests"]) {
    const page = await listCompanyTerminations(actor, { companyId, pageSize: 100 });
    panels["termination-requests"] = (
      <Card title="Termination requests">
        <LazyTerminationRequestsTable rows={page.items} showRequestedBy={actions.seeTerminationSubmitter} />
      </Card>
    );
  }
  if (visible["resignation-requests"]) {
    const page = await listResignations(actor, { companyId, pageSize: 100 });
    panels["resignation-requests"] = (
      <Card title="Resignation requests">
        <LazyResignationsTable rows={page.items} canReview={actions.reviewResignations} />
      </Card>
    );
  }
  if (visible.benefits)
    panels.benefits = <LazyBenefitsChoices companyId={companyId} canChoose={canChooseBenefits(actor)} />;
  if (visible.documents)
    panels.documents = (
      <LazyDocumentsTab owner={{ companyId }} canUpload={actions.uploadDocuments} canDelete={actions.deleteDocuments} />
    );
  if (visible.invoices) {
    const view = await loadCompanyInvoicesView(actor, companyId, ZCompanyInvoicesQuery.parse({}));
    panels.invoices = <LazyCompanyInvoices {...view} />;
  }
  if (visible.permissions) {
    const employees = await listAssignableEmployees(actor, companyId);
    panels.permissions = (
      <LazyPermissionsPanel
        companyId={companyId}
        initialManagers={managers.items}
        employees={employees}
        canAddManager={actions.addManager}
      />
    );
  }

  return (
    <div className="space-y-4">
      {!productsResult.ok ? <LoadErrorNotice message={PRODUCTS_ERROR} /> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <CompanyTabs
          title={company.name}
          tabs={tabs}
          panels={panels}
          editHref={actions.editDetails ? `/companies/${companyId}/edit` : null}
          addEmployeeHref={actions.addEmployee ? `/companies/${companyId}/add-hire` : null}
          importHref={actions.importEmployees ? `/companies/${companyId}/employees-upload` : null}
        />
        <aside aria-label="Company links and resources" className="lg:pt-12">
          <ResourcesPanel
            companyId={companyId}
            showDocuments={visible.documents}
            showPermissionsTab={visible.permissions}
            showInvoices={actions.openInvoices}
            showChecklist={actions.openChecklist}
            // The /permissions page is the super manager's own (spec 3 section 2, Resources panel).
            showPermissions={actions.openPermissionsPage}
            showImport={actions.importEmployees}
            showAddEmployee={actions.addEmployee}
            showAtlas={isAtlasOn()}
            showApprovalChains={can(actor, "approvalSettings.read")}
            backOfficeUrl={actions.openBackOffice ? configuredBackOfficeUrl() : null}
          />
        </aside>
      </div>
    </div>
  );
}
