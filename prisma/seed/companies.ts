// Client companies (and the internal one): addresses, company rows, fee settings and fee amounts.
import type { Prisma } from "../../generated/prisma/client";
import { INTERNAL_COMPANY_ID } from "../demo-accounts";
import type { SeedContext } from "./context";
import { feeAmountRows } from "./builders/companies";
import { at, pad } from "./values";

export type CompanyDef = {
  id: string;
  name: string;
  country: string;
  street: string;
  city: string;
  postal: string;
  products: ("EOR" | "CONTRACTOR")[];
  payrollTab: boolean;
  review?: boolean;
  internal?: boolean;
  stage: string;
};
export const COMPANIES: CompanyDef[] = [
  {
    id: INTERNAL_COMPANY_ID,
    name: "OmniPlatform Internal",
    country: "GB",
    street: "1 Finsbury Avenue",
    city: "London",
    postal: "EC2M 2PF",
    products: ["EOR"],
    payrollTab: true,
    internal: true,
    stage: "Live",
  },
  {
    id: "acme",
    name: "Acme Corp",
    country: "DE",
    street: "Friedrichstraße 68",
    city: "Berlin",
    postal: "10117",
    products: ["EOR", "CONTRACTOR"],
    payrollTab: true,
    stage: "Live",
  },
  {
    id: "newco",
    name: "NewCo Ltd",
    country: "GB",
    street: "20 Station Road",
    city: "Cambridge",
    postal: "CB1 2JD",
    products: ["EOR"],
    payrollTab: false,
    review: true,
    stage: "Onboarding",
  },
  {
    id: "globex",
    name: "Globex Corporation",
    country: "US",
    street: "500 Market Street",
    city: "San Francisco",
    postal: "94105",
    products: ["EOR", "CONTRACTOR"],
    payrollTab: true,
    stage: "Live",
  },
  {
    id: "initech",
    name: "Initech Inc",
    country: "US",
    street: "4120 Freidrich Lane",
    city: "Austin",
    postal: "78744",
    products: ["EOR"],
    payrollTab: false,
    stage: "Live",
  },
  {
    id: "umbrella",
    name: "Umbrella Health BV",
    country: "NL",
    street: "Herengracht 182",
    city: "Amsterdam",
    postal: "1016 BR",
    products: ["EOR"],
    payrollTab: true,
    stage: "Live",
  },
  {
    id: "stark",
    name: "Stark Industries Ltd",
    country: "IE",
    street: "10 Hanover Quay",
    city: "Dublin",
    postal: "D02 K510",
    products: ["EOR", "CONTRACTOR"],
    payrollTab: false,
    stage: "Expansion",
  },
];

export async function seedCompanies({ tx, count }: SeedContext) {
  await tx.address.createMany({
    data: COMPANIES.map((c) => ({
      id: `addr-company-${c.id}`,
      addressLine1: c.street,
      city: c.city,
      country: c.country,
      postalCode: c.postal,
    })),
  });
  await tx.company.createMany({
    data: COMPANIES.map((c, i) => ({
      id: c.id,
      name: c.name,
      onboardingStage: c.stage,
      countryOfRegistration: c.country,
      registeredAddressId: `addr-company-${c.id}`,
      vatNumber: c.review ? null : `${c.country}${300000000 + i * 7919}`,
      companyNumber: c.review ? null : `HRB ${180000 + i * 131}`,
      contactName: c.review
        ? null
        : `${["Jordan", "Morgan", "Taylor", "Riley", "Casey", "Jamie", "Avery"][i]} ${["Lee", "Fox", "Grant", "Hale", "Stone", "Reed", "Ward"][i]}`,
      contactPhoneNumber: c.review ? null : `+44207946${pad(100 + i, 4)}`,
      invoicingEmail: `invoices@${c.id === INTERNAL_COMPANY_ID ? "omniplatform" : c.id}.example`,
      needsManagerReview: c.review ?? false,
      externalId: `CUST-${pad(1000 + i, 5)}`,
      adminNotes:
        c.id === "acme" ? "Strategic account. Quarterly business review every March, June, September, December." : null,
      disableContractAutomation: c.id === "initech",
      isVATExempt: c.id === "globex" || c.id === "initech",
      fxConversionPercent: c.internal ? "0" : c.id === "acme" ? "2.5" : "3",
      benefitsPercentage: c.internal ? null : "4",
      salaryPrepaymentTerms: c.id === "acme" ? 30 : c.id === "globex" ? 15 : null,
      salaryPrepaymentMultiplier: c.id === "acme" ? "1" : c.id === "globex" ? "1.5" : null,
      latePayment: c.internal ? null : "1.5",
      enabledProducts: c.products,
      enablePayrollReportsTab: c.payrollTab,
      isInternal: c.internal ?? false,
      createdAt: at(-900 + i * 60),
    })),
  });
  count("Company", COMPANIES.length);
  count("Address", COMPANIES.length);

  const feeSettings: Prisma.CompanyFeeSettingsCreateManyInput[] = [
    {
      companyId: "acme",
      depositType: "ZERO_DEPOSIT_INSURANCE",
      advancedPaymentDepositPercent: 10,
      setupFeeStructure: "PER_EMPLOYEE",
      enableAutomatedProposals: true,
    },
    {
      companyId: "globex",
      depositType: "ADVANCED_PAYMENT_DEPOSIT",
      advancedPaymentDepositPercent: 15,
      setupFeeStructure: "PER_COUNTRY",
      enableAutomatedProposals: false,
    },
    {
      companyId: "initech",
      depositType: "ADVANCED_PAYMENT_DEPOSIT",
      advancedPaymentDepositPercent: 20,
      setupFeeStructure: "PER_EMPLOYEE",
      enableAutomatedProposals: false,
    },
    {
      companyId: "umbrella",
      depositType: "ZERO_DEPOSIT_INSURANCE",
      advancedPaymentDepositPercent: 10,
      setupFeeStructure: "PER_EMPLOYEE",
      enableAutomatedProposals: true,
    },
    {
      companyId: "stark",
      depositType: "ZERO_DEPOSIT_INSURANCE",
      advancedPaymentDepositPercent: 10,
      setupFeeStructure: "PER_COUNTRY",
      enableAutomatedProposals: true,
    },
    {
      companyId: "newco",
      depositType: "ADVANCED_PAYMENT_DEPOSIT",
      advancedPaymentDepositPercent: 10,
      setupFeeStructure: "PER_EMPLOYEE",
      enableAutomatedProposals: false,
    },
    {
      companyId: INTERNAL_COMPANY_ID,
      depositType: "NO_DEPOSIT",
      advancedPaymentDepositPercent: null,
      setupFeeStructure: "PER_EMPLOYEE",
      enableAutomatedProposals: false,
    },
  ];
  await tx.companyFeeSettings.createMany({ data: feeSettings });
  const feeAmounts = feeSettings
    .filter((s) => s.companyId !== INTERNAL_COMPANY_ID)
    .flatMap((s) => feeAmountRows(s.companyId, undefined, s.companyId === "acme" ? 0.9 : 1));
  await tx.companyFeeAmount.createMany({ data: feeAmounts });
  count("CompanyFeeAmount", feeAmounts.length);
}
