// Payroll set-up: taxonomy mappings (per country, plus LSP-specific overrides), taxonomy update jobs and
// provider-id uploads.
import { Prisma, type TaxonomyJobStatus } from "../../../generated/prisma/client";
import type { DemoUserIds, SeedContext } from "../context";
import { taxonomyRows } from "../builders/payroll";
import { LSP_BY_COUNTRY, leId } from "../data/providers";
import type { Employees } from "../employees";
import { at } from "../values";

export async function seedPayrollSetup({ tx, count }: SeedContext, staff: Employees, demoUserId: DemoUserIds) {
  const activeLike = staff.activeLike;
  const taxonomy: Prisma.TaxonomyMappingCreateManyInput[] = ["DE", "FR", "GB", "ES", "NL", "IE"].flatMap((cc) =>
    taxonomyRows(cc),
  );
  taxonomy.push({
    countryCode: "DE",
    lspId: "euroemploy",
    concept: "Sachbezug",
    category: "allowance",
    applicationType: "Income",
    payrollGlobal: "Earnings",
    payrollGlobalSubCategory: "Benefits in kind",
    inputType: "RECURRING",
  });
  taxonomy.push({
    countryCode: "FR",
    lspId: "francepay",
    concept: "Titres-restaurant",
    category: "allowance",
    applicationType: "Income",
    payrollGlobal: "Earnings",
    payrollGlobalSubCategory: "Allowances",
    inputType: "RECURRING",
  });
  // The totals a register states itself: checked against the sum of its lines, never added to the totals.
  for (const cc of ["DE", "FR", "GB", "ES", "NL", "IE"])
    for (const [concept, statedTotal, applicationType] of [
      ["Total Gross", "gross", "Income"],
      ["Net Pay", "net", "Income"],
      ["Total Employer Cost", "employerCost", "Contribution"],
    ] as const)
      taxonomy.push({
        countryCode: cc,
        concept,
        category: "statedTotal",
        applicationType,
        payrollGlobal: "Totals",
        payrollGlobalSubCategory: concept,
        inputType: "RECURRING",
        statedTotal,
      });
  await tx.taxonomyMapping.createMany({ data: taxonomy });
  count("TaxonomyMapping", taxonomy.length);

  const jobs: [string, TaxonomyJobStatus, number, object | null][] = [
    ["DE", "FINISHED", -30, null],
    [
      "FR",
      "ERROR",
      -12,
      [
        { message: "Legal entity configuration not found for FrancePay France." },
        { message: "3 concepts could not be mapped: Prime exceptionnelle, Indemnité transport, Avantage en nature." },
      ],
    ],
    ["GB", "FINISHED", -8, null],
    ["ES", "STARTED", -1, null],
    ["NL", "CREATED", 0, null],
    ["IE", "CREATED", 0, null],
  ];
  await tx.taxonomyUpdateJob.createMany({
    data: jobs.map(([cc, status, days, errors], i) => {
      const lsp = LSP_BY_COUNTRY.get(cc)!;
      return {
        id: `tax-job-${i + 1}`,
        countryCode: cc,
        legalEntityId: leId(lsp.id, cc),
        status,
        errors: errors ?? Prisma.DbNull,
        createdById: demoUserId.payrollAdmin,
        createdAt: at(days, 10 + i),
      };
    }),
  });
  count("TaxonomyUpdateJob", jobs.length);

  await tx.providerIdUpload.createMany({
    data: [
      {
        id: "pid-upload-1",
        fileName: "provider-ids-2026-09.csv",
        employeesUpdated: activeLike.slice(0, 6).map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` })),
        errors: [],
        createdById: demoUserId.payrollAdmin,
        createdAt: at(-50),
      },
      {
        id: "pid-upload-2",
        fileName: "provider-ids-2026-10.csv",
        employeesUpdated: activeLike.slice(6, 9).map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` })),
        errors: [
          { employee: { id: "emp-999", name: "Unknown Person" }, error: "Employee not found" },
          {
            employee: { id: activeLike[10].id, name: `${activeLike[10].firstName} ${activeLike[10].lastName}` },
            error: "Provider ID already used by another employee",
          },
        ],
        createdById: demoUserId.payrollAdmin,
        createdAt: at(-10),
      },
    ],
  });
  count("ProviderIdUpload", 2);
}
