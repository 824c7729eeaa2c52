// The employee edit form's values (spec 1 sections 4 and 5): the stored record as the form's defaults, and what
// each card of the form is given.
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import type { EmployeeDto } from "@/lib/employees/dto";
import type { EmployeeEditField, TEmployeeEdit, employeeEditSchema } from "@/lib/employees/edit-schema";

export type TEmployeeEditInput = z.input<ReturnType<typeof employeeEditSchema>>;
export type Choice = { value: string; label: string };

/** What a card needs: the form's register, a field's error, and whether the actor edits the field. */
export type EditCardProps = {
  register: UseFormRegister<TEmployeeEditInput>;
  err: (f: EmployeeEditField) => string | undefined;
  has: (f: EmployeeEditField) => boolean;
};

export type EditErrors = FieldErrors<TEmployeeEditInput>;

export function defaultsOf(e: EmployeeDto): TEmployeeEditInput {
  const p = e.personalDetails;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    gender: p.gender ?? undefined,
    pronouns: p.pronouns ?? "",
    phoneNumber: e.contactDetails.phoneNumber ?? "",
    workEmail: e.contactDetails.workEmail ?? "",
    dateOfBirth: p.dateOfBirth || undefined,
    citizenship: p.citizenship ?? "",
    socialInsuranceNumber: p.socialInsuranceNumber ?? "",
    privateAddress: p.privateAddress
      ? { ...p.privateAddress, addressLine2: p.privateAddress.addressLine2 ?? "", state: p.privateAddress.state ?? "" }
      : { addressLine1: "", city: "", postalCode: "", country: e.country, addressLine2: "", state: "" },
    iban: p.bankingDetails?.iban ?? "",
    accountNumber: p.bankingDetails?.accountNumber ?? "",
    bicSwift: p.bankingDetails?.bicSwift ?? "",
    jobTitle: e.employmentDetails.jobTitle ?? "",
    jobDescription: e.employmentDetails.jobDescription ?? "",
    hoursOfWork: e.employmentDetails.hoursOfWork ?? undefined,
    startDate: e.employmentDetails.startDate || undefined,
    firstPayDate: e.employmentDetails.firstPayDate ?? "",
    onboardingStatus: e.onboardingStatus as TEmployeeEdit["onboardingStatus"],
  };
}
