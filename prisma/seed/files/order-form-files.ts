// The seats' order forms (Seat.sowDocUrl, also named by the seat's ORDER_FORM document).
import { personName, SEED_PREFIX, type Db, type DemoFile } from "./demo-file";
import type { Lookups } from "./lookups";
import { demoPdf } from "./pdf";

export async function orderFormFiles(db: Db, names: Lookups): Promise<DemoFile[]> {
  const seats = await db.seat.findMany({
    where: { sowDocUrl: { startsWith: SEED_PREFIX } },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      countryCode: true,
      purchaseOrderNumber: true,
      annualBaseSalaryAmount: true,
      annualBaseSalaryCurrency: true,
      sowDocUrl: true,
      companyId: true,
    },
    orderBy: { id: "asc" },
  });
  return seats.map((s) => ({
    key: s.sowDocUrl!,
    kind: "pdf" as const,
    render: () =>
      demoPdf({
        title: "Order form",
        person: personName(s) || "New hire (name to follow)",
        kind: "Order form",
        details: [
          `Client: ${names.companies.get(s.companyId)?.name ?? s.companyId}`,
          `Country of employment: ${s.countryCode}`,
          s.annualBaseSalaryAmount
            ? `Annual base salary: ${s.annualBaseSalaryAmount.toFixed(2)} ${s.annualBaseSalaryCurrency ?? ""}`.trim()
            : "",
          s.purchaseOrderNumber ? `Purchase order: ${s.purchaseOrderNumber}` : "",
          `Seat: ${s.id}`,
        ].filter(Boolean),
      }),
  }));
}
