// The two demo employees take over generated slots: Emma (the complete profile of the employee demo
// account) and Ian (the employee with required fields missing).
import type { DemoUserIds } from "./context";
import type { Emp } from "./employees";
import { leId } from "./data/providers";
import { future, pad, ymd } from "./values";

export function applyDemoEmployees(employees: Emp[], demoUserId: DemoUserIds) {
  const emmaIndex = employees.findIndex(
    (e) => e.countryCode === "DE" && e.companyId === "acme" && e.onboardingStatus === "ACTIVE",
  );
  const ianIndex = employees.findIndex((e, i) => i !== emmaIndex && e.countryCode === "DE" && e.companyId === "acme");
  const emma = employees[emmaIndex];
  Object.assign(emma, {
    id: "emp-emma",
    userId: demoUserId.employee,
    managerId: "mgr-acme",
    firstName: "Emma",
    lastName: "Employee",
    localName: "Emma Employee",
    gender: "Female",
    pronouns: "she/her",
    dateOfBirth: ymd(1991, 4, 12),
    jobTitle: "Senior Software Engineer",
    jobDescription: "Designs, builds and runs the payments platform; mentors two engineers.",
    department: "Engineering",
    startDate: ymd(2024, 3, 1),
    firstPayDate: ymd(2024, 3, 28),
    annualBaseSalaryAmount: "78000.00",
    annualBaseSalaryCurrency: "EUR",
    bonusAmount: "7800.00",
    bonusCurrency: "EUR",
    bonusTimePeriod: "annually",
    additionalCompensation: "Monthly public transport allowance of 49 EUR.",
    holidayAllowanceValue: 28,
    holidayAllowanceType: "EXCLUDING_PUBLIC_HOLIDAYS",
    probationaryPeriodLength: 6,
    iban: "DE89370400440532013000",
    bicSwift: "COBADEFFXXX",
    accountNumber: null,
    socialInsuranceNumber: "65170491E003",
    phoneNumber: "+4915123456789",
    workEmail: "emma.employee@acme.example",
    personalEmail: "emma.employee@mail.example",
    payrollId: "PR-DE-0001",
    externalId: "EXT-10001",
    hasSupplementaryBenefits: "yes",
    purchaseOrderNumber: "PO-ACME-2024-017",
    adminNotes: "Relocated from Munich to Berlin in 2025.",
    depositType: "ZERO_DEPOSIT_INSURANCE",
    zeroDepositFee: "89.00",
    advancedPaymentDepositPercentage: null,
    billingCurrency: "EUR",
    employeeType: "EOR",
    lspId: "euroemploy",
    legalEntityId: leId("euroemploy", "DE"),
    locationOfWorkType: "HOME_OFFICE",
    locationOfWorkAddressId: emma.privateAddressId,
    rightToWorkCheckCompleted: true,
  } satisfies Partial<Emp>);
  // Swap external ids so EXT-10001 / PR-DE-0001 are unique.
  const emp001 = employees.find((e) => e.id === "emp-001");
  if (emp001) {
    emp001.externalId = `EXT-${10000 + emmaIndex + 1}`;
    emp001.payrollId = `PR-DE-${pad(emmaIndex + 1, 4)}`;
  }
  const ian = employees[ianIndex];
  Object.assign(ian, {
    id: "emp-incomplete",
    userId: demoUserId.incompleteEmployee,
    firstName: "Ian",
    lastName: "Incomplete",
    needsRequiredFieldsFilled: true,
    onboardingStatus: "IN_PROGRESS",
    startDate: future(30),
    firstPayDate: null,
    archivedAt: null,
    jobTitle: null,
    jobDescription: null,
    department: null,
    annualBaseSalaryAmount: null,
    dateOfBirth: null,
    gender: null,
    pronouns: null,
    privateAddressId: null,
    locationOfWorkAddressId: null,
    socialInsuranceNumber: null,
    iban: null,
    bicSwift: null,
    phoneNumber: null,
    hoursOfWork: null,
    bonusAmount: null,
    bonusCurrency: null,
    bonusTimePeriod: null,
    workEmail: "ian.incomplete@acme.example",
    personalEmail: "new.hire@acme.example",
    rightToWorkCheckCompleted: false,
    hasSupplementaryBenefits: null,
    managerId: "mgr-acme",
  } satisfies Partial<Emp>);
}
