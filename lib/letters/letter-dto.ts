// One letter as the routes answer it (lib/letters/schema.ts ZLetter): never the storage key, hash or signature.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { LetterDto } from "@/lib/letters/schema";

export const letterSelect = {
  id: true,
  employeeId: true,
  kind: true,
  months: true,
  purpose: true,
  status: true,
  version: true,
  declineReason: true,
  code: true,
  storageKey: true,
  generationError: true,
  createdAt: true,
  decidedAt: true,
  employee: { select: { firstName: true, lastName: true, company: { select: { name: true } } } },
} satisfies Prisma.EmploymentLetterSelect;

type Row = Prisma.EmploymentLetterGetPayload<{ select: typeof letterSelect }>;

export function toLetterDto(row: Row): LetterDto {
  const ready = row.status === "APPROVED" && !!row.storageKey;
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: `${row.employee.firstName} ${row.employee.lastName}`,
    companyName: row.employee.company.name,
    kind: row.kind,
    months: row.months,
    purpose: row.purpose,
    status: row.status,
    version: row.version,
    declineReason: row.declineReason,
    ready,
    generationError: row.generationError,
    code: ready ? row.code : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
