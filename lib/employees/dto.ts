// What an employee record looks like to each role: bank details only to the employee, admins and
// payroll; internal fields (admin notes, fees) only to admins. Never the whole row.
import { flagsOf, type Actor } from "@/lib/auth/actor";
import type { getEmployeeOrThrow } from "@/lib/employees/get-employee";
import { toDateInput } from "@/lib/dates";

type EmployeeRow = Awaited<ReturnType<typeof getEmployeeOrThrow>>;

export function toEmployeeDto(actor: Actor, e: EmployeeRow) {
  const f = flagsOf(actor);
  const isSelf = e.userId === actor.userId;
  const seesBank = isSelf || f.isAdmin || f.isPayrollAdmin;
  return {
    id: e.id,
    userId: e.userId,
    companyId: e.companyId,
    companyName: e.company.name,
    country: e.countryCode,
    countryName: e.country.name,
    onboardingStatus: e.onboardingStatus,
    employeeType: e.employeeType,
    lsp: e.lsp,
    managerName: e.manager ? `${e.manager.user.firstName} ${e.manager.user.lastName}` : null,
    needsRequiredFieldsFilled: e.needsRequiredFieldsFilled,
    personalDetails: {
      firstName: e.firstName,
      lastName: e.lastName,
      gender: e.gender,
      pronouns: e.pronouns,
      dateOfBirth: toDateInput(e.dateOfBirth),
      citizenship: e.citizenship,
      socialInsuranceNumber: isSelf || f.isAdmin ? e.socialInsuranceNumber : null,
      privateAddress: e.privateAddress
        ? {
            addressLine1: e.privateAddress.addressLine1,
            addressLine2: e.privateAddress.addressLine2,
            city: e.privateAddress.city,
            state: e.privateAddress.state,
            country: e.privateAddress.country,
            postalCode: e.privateAddress.postalCode,
          }
        : null,
      bankingDetails: seesBank ? { iban: e.iban, accountNumber: e.accountNumber, bicSwift: e.bicSwift } : null,
    },
    contactDetails: {
      workEmail: e.workEmail,
      phoneNumber: e.phoneNumber,
      personalEmail: isSelf || f.isAdmin || f.isManager ? e.personalEmail : null,
    },
    employmentDetails: {
      jobTitle: e.jobTitle,
      jobDescription: e.jobDescription,
      startDate: toDateInput(e.startDate),
      firstPayDate: toDateInput(e.firstPayDate),
      hoursOfWork: e.hoursOfWork,
      annualBaseSalary: e.annualBaseSalaryAmount
        ? { amount: e.annualBaseSalaryAmount.toString(), currency: e.annualBaseSalaryCurrency }
        : null,
    },
    adminNotes: f.isAdmin ? e.adminNotes : undefined,
  };
}

export type EmployeeDto = ReturnType<typeof toEmployeeDto>;
