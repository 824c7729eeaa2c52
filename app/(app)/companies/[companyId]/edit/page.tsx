import type { Metadata } from "next";
import Link from "next/link";
import { forbidden, notFound } from "next/navigation";
import { companyEditViewOf } from "@/lib/companies/company-edit-view";
import { can } from "@/lib/policy";
import { AppError } from "@/lib/errors";
import { guardPage } from "@/lib/pages/guard";
import { getCompanyOrThrow, type CompanyDto } from "@/lib/companies/service";
import { listCountries } from "@/lib/hiring/list-countries";
import { CompanyEditForm, type CompanyFormValues } from "@/components/companies/company-edit-form";
import { LoadErrorNotice } from "@/components/companies/error-toast";
import { CLIENT_INFO_ERROR } from "@/lib/companies/load-errors";

export const metadata: Metadata = { title: "Edit company" };

function toFormValues(c: CompanyDto): CompanyFormValues {
  const a = c.registeredAddress;
  return {
    managerFirstName: c.primaryManager?.firstName ?? "",
    managerLastName: c.primaryManager?.lastName ?? "",
    managerEmail: c.primaryManager?.email ?? "",
    companyName: c.name,
    countryOfRegistration: c.countryOfRegistration ?? "",
    vatNumber: c.identifiers.vatNumber ?? "",
    companyNumber: c.identifiers.companyNumber ?? "",
    onboardingStage: c.onboardingStage ?? "",
    invoicingEmail: c.invoicingEmail ?? "",
    registeredAddress: {
      addressLine1: a?.addressLine1 ?? "",
      addressLine2: a?.addressLine2 ?? "",
      addressLine3: a?.addressLine3 ?? "",
      city: a?.city ?? "",
      state: a?.state ?? "",
      country: a?.country ?? "",
      postalCode: a?.postalCode ?? "",
    },
    contactName: c.primaryContact.name ?? "",
    contactPhoneNumber: c.primaryContact.phoneNumber ?? "",
    adminNotes: c.adminNotes ?? "",
    disableContractAutomation: c.settings.disableContractAutomation,
    isVATExempt: c.isVATExempt,
    fxConversionPercent: c.fxConversionPercent,
    salaryPrepaymentTerms: c.salaryPrepayment.terms,
    salaryPrepaymentMultiplier: c.salaryPrepayment.multiplier,
  };
}

export default async function EditCompanyPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const actor = await guardPage({ permission: "companies.update" });
  // A manager who is not also staff edits only through the welcome version.
  const view = companyEditViewOf(actor, companyId);
  if (!view) forbidden();
  const isManager = view.mode === "welcome";
  let company: CompanyDto;
  try {
    company = await getCompanyOrThrow(actor, companyId);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    return <LoadErrorNotice message={CLIENT_INFO_ERROR} />;
  }
  // Spec 1 section 6: a manager edits only through the needs-review welcome version.
  if (isManager && !company.needsManagerReview) forbidden();
  const countries = (await listCountries()).map((c) => ({ code: c.code, name: c.name }));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {isManager ? (
        <section className="rounded-lg border border-indigo-200 bg-indigo-50 p-6" aria-labelledby="welcome-title">
          <h2 id="welcome-title" className="text-xl font-semibold text-indigo-900">
            Welcome, {company.primaryManager?.firstName}!
          </h2>
          <p className="mt-2 text-sm text-indigo-900">
            Before you get access to the platform, please complete your company information below and save it.
          </p>
        </section>
      ) : (
        <Link href={view.backHref} className="text-sm text-indigo-700 underline">
          ← Back
        </Link>
      )}
      <h1 className="text-2xl font-semibold text-slate-900">
        {isManager ? "Edit company details" : "Edit client details"}
      </h1>
      <CompanyEditForm
        companyId={companyId}
        mode={view.mode}
        hasManager={!!company.primaryManager}
        defaults={toFormValues(company)}
        countries={countries}
        canEditRestricted={can(actor, "companies.updateRestrictedFields")}
      />
    </div>
  );
}
