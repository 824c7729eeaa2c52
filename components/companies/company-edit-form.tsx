"use client";

// Company edit (spec 1 sections 2, 5, 6): admins edit everything; a manager of a needs-review company sees
// the welcome version, where admin-only fields are disabled and fxConversionPercent is read-only.
// Only changed fields are sent; server field errors land under their fields.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { ADMIN_ONLY_FIELDS, companyFormSchema, type CompanyField } from "@/lib/companies/schema";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { toastApiError, useApiForm } from "@/components/ui/use-api-form";
import {
  AddressSection,
  BillingSection,
  CompanySection,
  ContactSection,
  ManagerSection,
  type CompanySectionProps,
} from "@/components/companies/company-edit-sections";

type Address = {
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
};
export type CompanyFormValues = {
  managerFirstName: string;
  managerLastName: string;
  managerEmail: string;
  companyName: string;
  countryOfRegistration: string;
  vatNumber: string;
  companyNumber: string;
  onboardingStage: string;
  invoicingEmail: string;
  registeredAddress: Address;
  contactName: string;
  contactPhoneNumber: string;
  adminNotes: string;
  disableContractAutomation: boolean;
  isVATExempt: boolean;
  fxConversionPercent: string;
  salaryPrepaymentTerms: number | null;
  salaryPrepaymentMultiplier: string | null;
};

export function CompanyEditForm({
  companyId,
  mode,
  hasManager,
  defaults,
  countries,
  canEditRestricted,
}: {
  companyId: string;
  mode: "admin" | "welcome";
  hasManager: boolean;
  defaults: CompanyFormValues;
  countries: { code: string; name: string }[];
  canEditRestricted: boolean;
}) {
  const router = useRouter();
  const isManager = mode === "welcome";
  const form = useForm<CompanyFormValues>({
    // The manager-only requirements (primary contact) are part of the schema for that mode.
    resolver: zodResolver(companyFormSchema(isManager) as never) as never,
    defaultValues: defaults,
    mode: "onTouched",
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors as Record<string, { message?: string } & Record<string, { message?: string }>>;
  const err = (name: string) => {
    const [a, b] = name.split(".");
    return (b ? errors[a]?.[b]?.message : errors[a]?.message) as string | undefined;
  };
  const { submit } = useApiForm(form);
  const locked = (field: CompanyField) => isManager && (ADMIN_ONLY_FIELDS as string[]).includes(field);

  const save = submit(async (values: CompanyFormValues) => {
    const dirty = formState.dirtyFields as Record<string, unknown>;
    const changed: Record<string, unknown> = {};
    for (const key of Object.keys(dirty)) {
      if (locked(key as CompanyField)) continue;
      changed[key] = (values as Record<string, unknown>)[key];
    }
    // The welcome form always ends the review, even when nothing else changed.
    if (!isManager && Object.keys(changed).length === 0) {
      toast.info("Nothing to save");
      return;
    }
    if (isManager) {
      changed.contactName ??= values.contactName;
      changed.contactPhoneNumber ??= values.contactPhoneNumber;
    }
    try {
      await apiFetch(`/api/companies/${companyId}`, { method: "PATCH", json: changed });
    } catch (error) {
      // The form has no banner for the API: field errors under their fields, any other refusal a toast.
      toastApiError(form, error, { fallback: "Something went wrong, please try again later", title: "Error" });
      throw error;
    }
    toast.success("Company details saved");
    if (isManager) window.location.assign("/");
    else {
      router.push(`/companies/${companyId}#details`);
      router.refresh();
    }
  });

  const countryOptions = countries.map((c) => ({ value: c.code, label: c.name }));
  const section: CompanySectionProps = { register, err, locked, isManager, canEditRestricted, countryOptions };

  return (
    <form onSubmit={handleSubmit(save)} noValidate className="space-y-6" aria-label="Company details">
      {hasManager ? <ManagerSection {...section} /> : null}
      <CompanySection {...section} />
      <AddressSection {...section} />
      <ContactSection {...section} />
      <BillingSection {...section} />
      {!isManager ? (
        <Card title="Admin notes">
          <TextAreaField label="Admin notes" rows={4} {...register("adminNotes")} />
        </Card>
      ) : null}
      {Object.keys(formState.errors).length ? (
        <Banner tone="error" title="Please correct the highlighted fields." />
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" loading={formState.isSubmitting}>
          {isManager ? "Save and continue" : "Save"}
        </Button>
        {!isManager ? (
          <Link
            href={`/companies/${companyId}#details`}
            className="inline-flex min-h-10 items-center px-4 text-sm text-indigo-700 underline"
          >
            Cancel
          </Link>
        ) : null}
      </div>
    </form>
  );
}
