// Contractors: contractor clients, contractors in every onboarding state (Carla is the demo account),
// their contracts and invoices.
import type { ContractorInvoiceState, ContractorState, Prisma } from "../../generated/prisma/client";
import { demoAccount } from "../demo-accounts";
import type { DemoUserIds, SeedContext } from "./context";
import { DAY, at, dec, future, pad, slug, ymd } from "./values";

export async function seedContractors({ tx, count }: SeedContext, demoUserId: DemoUserIds) {
  await tx.contractorClient.createMany({
    data: [
      {
        id: "cclient-acme",
        companyId: "acme",
        companyName: "Acme Corp",
        opTermsAccepted: true,
        opTermsAcceptedAt: at(-200),
        opTermsAcceptedBy: demoUserId.superManager,
      },
      { id: "cclient-globex", companyId: "globex", companyName: "Globex Corporation", opTermsAccepted: false },
      {
        id: "cclient-stark",
        companyId: "stark",
        companyName: "Stark Industries Ltd",
        opTermsAccepted: true,
        opTermsAcceptedAt: at(-90),
        opTermsAcceptedBy: "user-mgr-stark-1",
      },
    ],
  });
  const contractorDefs: [string, string, string, string, ContractorState, string | null][] = [
    ["ctr-carla", "Carla", "Contractor", "PT", "ACTIVE", demoUserId.contractor],
    ["ctr-diego", "Diego", "Ramos", "AR", "ACTIVE", null],
    ["ctr-priya", "Priya", "Nair", "IN", "ONBOARDING", null],
    ["ctr-tomasz", "Tomasz", "Zielinski", "PL", "KYC_PENDING", null],
    ["ctr-olu", "Olu", "Adeyemi", "NG", "KYC_FAILED", null],
    ["ctr-mei", "Mei", "Lin", "SG", "DUPLICATE_EMAIL", null],
    ["ctr-lena", "Lena", "Berg", "SE", "ACTIVE", null],
  ];
  const contractorEmail = (id: string, first: string, last: string) =>
    id === "ctr-carla" ? demoAccount("contractor").email : `${slug(first)}.${slug(last)}@freelance.example`;
  await tx.contractor.createMany({
    data: contractorDefs.map(([id, first, last, residence, state, userId], i) => ({
      id,
      userId,
      firstName: first,
      lastName: last,
      email: state === "DUPLICATE_EMAIL" ? "mei.lin.duplicate@freelance.example" : contractorEmail(id, first, last),
      residenceCountry: residence,
      state,
      misclassificationRiskAccepted: state === "ACTIVE",
      misclassificationRiskAcceptedAt: state === "ACTIVE" ? at(-150 + i) : null,
      misclassificationRiskAcceptedBy: state === "ACTIVE" ? demoUserId.superManager : null,
      createdAt: at(-160 + i * 10),
    })),
  });
  const ccontracts: Prisma.ContractorContractCreateManyInput[] = [
    {
      id: "cc-carla-acme",
      contractorId: "ctr-carla",
      clientId: "cclient-acme",
      jobRole: "UX Researcher",
      invoicingCurrency: "EUR",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_MONTH",
      rate: "6200.00",
      startDate: ymd(2026, 2, 1),
      state: "ACTIVE",
    },
    {
      id: "cc-carla-acme-old",
      contractorId: "ctr-carla",
      clientId: "cclient-acme",
      jobRole: "UX Research Intern",
      invoicingCurrency: "EUR",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_HOUR",
      rate: "35.00",
      startDate: ymd(2025, 6, 1),
      endDate: ymd(2026, 1, 31),
      state: "INACTIVE",
    },
    {
      id: "cc-diego-acme",
      contractorId: "ctr-diego",
      clientId: "cclient-acme",
      jobRole: "Backend Developer",
      invoicingCurrency: "USD",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_DAY",
      rate: "480.00",
      startDate: ymd(2026, 4, 15),
      state: "ACTIVE",
    },
    {
      id: "cc-priya-acme",
      contractorId: "ctr-priya",
      clientId: "cclient-acme",
      jobRole: "Data Scientist",
      invoicingCurrency: "USD",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_WEEK",
      rate: "1900.00",
      startDate: future(14),
      state: "ACTIVE",
    },
    {
      id: "cc-tomasz-stark",
      contractorId: "ctr-tomasz",
      clientId: "cclient-stark",
      jobRole: "Embedded Engineer",
      invoicingCurrency: "EUR",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_DELIVERABLE",
      rate: "12000.00",
      startDate: ymd(2026, 9, 1),
      endDate: ymd(2027, 2, 28),
      state: "ACTIVE",
    },
    {
      id: "cc-olu-stark",
      contractorId: "ctr-olu",
      clientId: "cclient-stark",
      jobRole: "Technical Writer",
      invoicingCurrency: "GBP",
      billingCurrency: "GBP",
      expectedInvoicingFrequency: "PER_MONTH",
      rate: "3800.00",
      startDate: ymd(2026, 10, 1),
      state: "INACTIVE",
    },
    {
      id: "cc-lena-acme",
      contractorId: "ctr-lena",
      clientId: "cclient-acme",
      jobRole: "Brand Designer",
      invoicingCurrency: "GBP",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_HOUR",
      rate: "75.00",
      startDate: ymd(2025, 11, 1),
      endDate: ymd(2026, 10, 31),
      state: "INACTIVE",
    },
    // Acme (the demo managers' company) sees a contractor in every state: these three also work for Acme.
    {
      id: "cc-mei-acme",
      contractorId: "ctr-mei",
      clientId: "cclient-acme",
      jobRole: "Frontend Developer",
      invoicingCurrency: "USD",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_HOUR",
      rate: "68.00",
      startDate: future(21),
      state: "ACTIVE",
    },
    {
      id: "cc-tomasz-acme",
      contractorId: "ctr-tomasz",
      clientId: "cclient-acme",
      jobRole: "Firmware Consultant",
      invoicingCurrency: "EUR",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_DAY",
      rate: "520.00",
      startDate: ymd(2026, 8, 1),
      endDate: ymd(2027, 7, 31),
      state: "ACTIVE",
    },
    {
      id: "cc-olu-acme",
      contractorId: "ctr-olu",
      clientId: "cclient-acme",
      jobRole: "Documentation Lead",
      invoicingCurrency: "GBP",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_MONTH",
      rate: "4100.00",
      startDate: future(30),
      state: "ACTIVE",
    },
  ];
  await tx.contractorContract.createMany({ data: ccontracts });
  const invoiceStates: ContractorInvoiceState[] = [
    "PAID",
    "PAID",
    "OPEN",
    "PENDING",
    "IN_PROGRESS",
    "CANCELLED",
    "OPEN",
    "PAID",
    "PENDING",
  ];
  const cinvoices: Prisma.ContractorInvoiceCreateManyInput[] = invoiceStates.map((state, i) => {
    const c = ccontracts[[0, 0, 0, 2, 2, 4, 4, 6, 0][i]];
    const raised = at(-120 + i * 14);
    return {
      id: `cinv-${pad(i + 1)}`,
      contractorId: c.contractorId,
      clientId: c.clientId,
      contractId: c.id,
      state,
      amount: dec(
        Number(c.rate) *
          (c.expectedInvoicingFrequency === "PER_DAY" ? 20 : c.expectedInvoicingFrequency === "PER_HOUR" ? 120 : 1),
      ),
      currency: c.invoicingCurrency,
      description: `${c.jobRole} services - ${raised.toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })}`,
      dueDate: new Date(raised.getTime() + 30 * DAY - (raised.getTime() % DAY)),
      raisedAt: raised,
      paidAt: state === "PAID" ? new Date(raised.getTime() + 21 * DAY) : null,
      // Lists page newest first on createdAt: the raise time keeps that order meaningful and the seed stable.
      createdAt: raised,
    };
  });
  // Carla's paid monthly invoices from July 2025 to June 2026 (the hourly contract until January, the monthly
  // one after), so her page has more than one page of invoices.
  for (let m = 0; m < 12; m++) {
    const raised = new Date(Date.UTC(2025, 6 + m, 1, 9));
    const hourly = m < 7;
    cinvoices.push({
      id: `cinv-carla-${pad(m + 1)}`,
      contractorId: "ctr-carla",
      clientId: "cclient-acme",
      contractId: hourly ? "cc-carla-acme-old" : "cc-carla-acme",
      state: "PAID",
      amount: hourly ? dec(35 * (118 + (m % 3) * 6)) : "6200.00",
      currency: "EUR",
      description: `${hourly ? "UX Research Intern" : "UX Researcher"} services - ${raised.toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })}`,
      dueDate: new Date(Date.UTC(2025, 7 + m, 0)), // the month's last day
      raisedAt: raised,
      paidAt: new Date(Date.UTC(2025, 6 + m, 25, 12)),
      createdAt: raised,
    });
  }
  cinvoices.push({
    id: "cinv-tomasz-acme-001",
    contractorId: "ctr-tomasz",
    clientId: "cclient-acme",
    contractId: "cc-tomasz-acme",
    state: "IN_PROGRESS",
    amount: dec(520 * 18),
    currency: "EUR",
    description: "Firmware Consultant services - October 2026",
    dueDate: ymd(2026, 11, 30),
    raisedAt: at(-1),
    createdAt: at(-1),
  });
  await tx.contractorInvoice.createMany({ data: cinvoices });
  count("ContractorClient", 3);
  count("Contractor", contractorDefs.length);
  count("ContractorContract", ccontracts.length);
  count("ContractorInvoice", cinvoices.length);
}
