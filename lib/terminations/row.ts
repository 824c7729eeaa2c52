// The list row select and mapping, shared by the list and the detail.
import type { Prisma } from "@/generated/prisma/client";
import type { TerminationRow } from "@/lib/terminations/dto";

export const TERMINATION_ROW_SELECT = {
  id: true,
  companyId: true,
  employeeId: true,
  status: true,
  createdAt: true,
  employee: { select: { firstName: true, lastName: true, jobTitle: true, countryCode: true } },
  createdBy: { select: { firstName: true, lastName: true, email: true } },
} satisfies Prisma.TerminationRequestSelect;

type Row = Prisma.TerminationRequestGetPayload<{ select: typeof TERMINATION_ROW_SELECT }>;

export function toTerminationRow(r: Row, showSubmitter: boolean): TerminationRow {
  const by = r.createdBy;
  return {
    id: r.id,
    companyId: r.companyId,
    employeeId: r.employeeId,
    employeeName: `${r.employee.firstName} ${r.employee.lastName}`,
    role: r.employee.jobTitle,
    country: r.employee.countryCode,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    requestedBy: showSubmitter && by ? [by.firstName, by.lastName].filter(Boolean).join(" ") || by.email : null,
  };
}
