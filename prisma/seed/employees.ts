// Employees: 80 generated across 15 countries and 7 companies (seeded names, salaries and addresses), the two
// demo employees (see employees-demo.ts), and a sign-in user for everyone who has been invited.
import type { OnboardingStatus, Prisma } from "../../generated/prisma/client";
import { INTERNAL_COMPANY_ID } from "../demo-accounts";
import type { DemoUserIds, SeedContext } from "./context";
import { COUNTRY } from "./builders/countries";
import { roleRow, userRow } from "./builders/users";
import { CITIES, EMPLOYEE_COUNTRIES, FEMALE, JOBS, NAMES } from "./data/people";
import { LSP_BY_COUNTRY, leId } from "./data/providers";
import { applyDemoEmployees } from "./employees-demo";
import type { Managers } from "./managers";
import { DAY, at, dec, future, pad, slug, ymd } from "./values";

export type Emp = Prisma.EmployeeCreateManyInput & {
  id: string;
  countryCode: string;
  companyId: string;
  firstName: string;
  lastName: string;
};

export type Employees = {
  list: Emp[];
  byId: Map<string, Emp>;
  /** Employees who started (active or since left). */
  activeLike: Emp[];
};

function generate(ctx: SeedContext, managers: Managers) {
  const { rand, randInt, pick } = ctx;
  const managersByCompany = managers.byCompany;
  const employees: Emp[] = [];
  const addresses: Prisma.AddressCreateManyInput[] = [];
  const companyPlan: [string, number][] = [
    ["acme", 30],
    ["globex", 14],
    ["initech", 10],
    ["stark", 10],
    ["umbrella", 8],
    ["newco", 4],
    [INTERNAL_COMPANY_ID, 4],
  ];
  const companySlots: string[] = [];
  // Interleave companies so each gets a spread of countries.
  const remaining = Object.fromEntries(companyPlan);
  while (companySlots.length < 80) for (const [c] of companyPlan) if (remaining[c]-- > 0) companySlots.push(c);
  const statusCycle: OnboardingStatus[] = [
    "ACTIVE",
    "ACTIVE",
    "ACTIVE",
    "IN_PROGRESS",
    "ACTIVE",
    "ACTIVE",
    "IN_PROGRESS",
    "INACTIVE",
    "ACTIVE",
    "PENDING",
  ];
  let n = 0;
  const usedNames = new Set<string>();
  for (const [cc, howMany, minSalary, maxSalary, rounding] of EMPLOYEE_COUNTRIES) {
    for (let k = 0; k < howMany; k++) {
      n++;
      const id = `emp-${pad(n)}`;
      const [firsts, lasts] = NAMES[cc];
      let first = pick(firsts);
      let last = pick(lasts);
      for (let guard = 0; usedNames.has(`${first} ${last}`) && guard < 20; guard++) {
        first = pick(firsts);
        last = pick(lasts);
      }
      usedNames.add(`${first} ${last}`);
      const companyId = companySlots[n - 1];
      const status = statusCycle[(n - 1) % statusCycle.length];
      const [jobTitle, department] = JOBS[(n * 7) % JOBS.length];
      const salary = Math.round((minSalary + rand() * (maxSalary - minSalary)) / rounding) * rounding;
      const currency = COUNTRY.get(cc)!.currency;
      const lsp = LSP_BY_COUNTRY.get(cc)!;
      const [city, postal, street] = pick(CITIES[cc]);
      const addressId = `addr-${id}`;
      addresses.push({
        id: addressId,
        addressLine1: `${street} ${randInt(1, 180)}`,
        city,
        country: cc,
        postalCode: postal,
      });
      const startDate =
        status === "PENDING" || status === "IN_PROGRESS"
          ? future(20 + ((n * 3) % 40))
          : ymd(2023 + (n % 3), 1 + (n % 12), 1);
      const managers = managersByCompany[companyId];
      const managerId = n % 17 === 0 ? null : managers[n % managers.length];
      employees.push({
        id,
        companyId,
        managerId,
        countryCode: cc,
        onboardingStatus: status,
        employeeType: cc === "US" && companyId === "globex" ? "PEO" : n % 23 === 0 ? "VIRTUAL_EMPLOYER" : "EOR",
        lspId: status === "PENDING" ? null : lsp.id,
        legalEntityId: status === "PENDING" ? null : leId(lsp.id, cc),
        externalId: `EXT-${10000 + n}`,
        payrollId: status === "PENDING" ? null : `PR-${cc}-${pad(n, 4)}`,
        firstName: first,
        lastName: last,
        gender: FEMALE.has(first) ? "Female" : n % 29 === 0 ? "X" : "Male",
        pronouns: FEMALE.has(first) ? "she/her" : "he/him",
        dateOfBirth: ymd(1970 + (n % 30), 1 + ((n * 5) % 12), 1 + ((n * 11) % 28)),
        citizenship: cc,
        countryOfIssue: cc,
        privateAddressId: addressId,
        socialInsuranceNumber: `${cc}-${100000000 + n * 7331}`,
        iban: ["US", "CA", "MX", "JP", "CL"].includes(cc) ? null : `${cc}${pad(n % 97, 2)}OMNI${pad(n * 104729, 12)}`,
        accountNumber: ["US", "CA", "MX", "JP", "CL"].includes(cc) ? pad(n * 7777777, 10) : null,
        routingNumber: cc === "US" ? "021000021" : null,
        bicSwift: ["US", "CA", "MX", "JP", "CL"].includes(cc) ? null : `OMNI${cc}XX`,
        branchName: cc === "JP" ? "Shibuya Branch" : null,
        workEmail: `${slug(first)}.${slug(last)}@${companyId === INTERNAL_COMPANY_ID ? "omniplatform" : companyId}.example`,
        personalEmail: `${slug(first)}.${slug(last)}.${n}@mail.example`,
        phoneNumber: `+${[49, 33, 44, 34, 31, 1, 353, 48, 1, 351, 46, 52, 81, 41, 56][EMPLOYEE_COUNTRIES.findIndex((e) => e[0] === cc)]}${pad(600000000 + n * 1234567, 9).slice(0, 9)}`,
        jobTitle,
        jobDescription: `${jobTitle} in the ${department.replace("_", " ")} team, reporting to the team lead.`,
        department,
        startDate,
        firstPayDate: status === "ACTIVE" || status === "INACTIVE" ? new Date(startDate.getTime() + 27 * DAY) : null,
        locationOfWorkType: n % 4 === 0 ? "CORPORATE_OFFICE" : "HOME_OFFICE",
        locationOfWorkAddressId: n % 4 === 0 ? `addr-company-${companyId}` : addressId,
        hoursOfWork: cc === "FR" ? 35 : 40,
        annualBaseSalaryAmount: dec(salary),
        annualBaseSalaryCurrency: currency,
        bonusAmount: n % 3 === 0 ? dec(Math.round(salary * 0.1)) : null,
        bonusCurrency: n % 3 === 0 ? currency : null,
        bonusTimePeriod: n % 3 === 0 ? "annually" : null,
        holidayAllowanceValue: n % 19 === 0 ? 0 : (COUNTRY.get(cc)!.facts?.[0] ?? 20) + 5,
        holidayAllowanceType:
          n % 19 === 0 ? "UNLIMITED" : n % 2 ? "EXCLUDING_PUBLIC_HOLIDAYS" : "INCLUDING_PUBLIC_HOLIDAYS",
        probationaryPeriodLength: COUNTRY.get(cc)!.facts?.[1] || 3,
        probationaryPeriodTimeUnit: "months",
        rightToWorkCheckCompleted: status !== "PENDING",
        hasSupplementaryBenefits: n % 3 === 0 ? "yes" : n % 3 === 1 ? "no" : "unknown",
        administrativeInformation: [
          { name: "Department", value: department.replace("_", " ") },
          { name: "Cost centre", value: `CC-${100 + (n % 7)}` },
        ],
        localOnboardingDetails: { taxOffice: `${city} Tax Office`, taxClass: cc === "DE" ? "1" : null },
        requireTypeFormFilled: status === "PENDING" && n % 2 === 0,
        billingCurrency: ["US", "CA", "MX", "CL"].includes(cc)
          ? "USD"
          : cc === "GB"
            ? "GBP"
            : cc === "SE"
              ? "SEK"
              : cc === "CH"
                ? "CHF"
                : "EUR",
        managementFeeAmount: "549.00",
        managementFeeDiscountPercentage: n % 11 === 0 ? "10" : null,
        managementFeeDiscountBillingCycles: n % 11 === 0 ? 6 : null,
        managementFeeWaiverPercentage: n % 13 === 0 ? "100" : null,
        managementFeeWaiverPeriodStart: n % 13 === 0 ? "2026-01" : null,
        managementFeeWaiverBillingCycles: n % 13 === 0 ? 3 : null,
        depositType:
          companyId === INTERNAL_COMPANY_ID
            ? "NO_DEPOSIT"
            : n % 2
              ? "ZERO_DEPOSIT_INSURANCE"
              : "ADVANCED_PAYMENT_DEPOSIT",
        zeroDepositFee: n % 2 ? "89.00" : null,
        advancedPaymentDepositPercentage: n % 2 ? null : "10",
        setupFee: "460.00",
        setupFeeStructure: "PER_EMPLOYEE",
        archivedAt: status === "INACTIVE" ? at(-30 - n) : null,
        createdAt: at(-600 + n * 6),
      });
    }
  }
  return { employees, addresses };
}

export async function seedEmployees(ctx: SeedContext, demoUserId: DemoUserIds, managers: Managers): Promise<Employees> {
  const { tx, count, passwordHash } = ctx;
  const { employees, addresses } = generate(ctx, managers);
  applyDemoEmployees(employees, demoUserId);
  // Users for every employee that has been invited (all but Pending ones).
  const users: Prisma.UserCreateManyInput[] = [];
  const roles: Prisma.UserRoleCreateManyInput[] = [];
  for (const e of employees) {
    if (e.userId || e.onboardingStatus === "PENDING") continue;
    const userId = `user-${e.id}`;
    e.userId = userId;
    users.push(
      userRow({
        id: userId,
        email: e.personalEmail!,
        passwordHash,
        firstName: e.firstName,
        lastName: e.lastName,
        seenPrivacyPolicy: e.onboardingStatus !== "IN_PROGRESS" || Number(e.id.slice(4)) % 2 === 0,
        seenWelcomeScreen: e.onboardingStatus !== "IN_PROGRESS",
        isActive: e.onboardingStatus !== "INACTIVE",
        sentInvitationAt: e.createdAt as Date,
        createdAt: e.createdAt as Date,
      }),
    );
    roles.push(roleRow(userId, "employee", e.companyId));
  }
  await tx.user.createMany({ data: users });
  await tx.userRole.createMany({ data: roles });
  count("User", users.length);
  count("UserRole", roles.length);
  await tx.address.createMany({ data: addresses });
  count("Address", addresses.length);
  await tx.employee.createMany({ data: employees });
  count("Employee", employees.length);
  return {
    list: employees,
    byId: new Map(employees.map((e) => [e.id, e])),
    activeLike: employees.filter((e) => e.onboardingStatus === "ACTIVE" || e.onboardingStatus === "INACTIVE"),
  };
}
