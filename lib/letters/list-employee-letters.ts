// GET /api/employees/{employeeId}/letters: one employee's letters, newest first (the /pay card). The employee
// reads their own; deciders the letters they reach; an employee id outside that is not found (404).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { employeeNotFound } from "@/lib/access/employee";
import { readerEmployeeWhere } from "@/lib/letters/letter-access";
import { letterSelect, toLetterDto } from "@/lib/letters/letter-dto";
import type { LetterDto } from "@/lib/letters/schema";

export async function listEmployeeLetters(actor: Actor, employeeId: string): Promise<{ items: LetterDto[] }> {
  assertCan(actor, "letters.read");
  const employee = await db.employee.findFirst({
    where: { AND: [{ id: employeeId }, readerEmployeeWhere(actor)] },
    select: { id: true },
  });
  if (!employee) throw employeeNotFound();
  const rows = await db.employmentLetter.findMany({
    where: { employeeId: employee.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: letterSelect,
  });
  return { items: rows.map(toLetterDto) };
}
