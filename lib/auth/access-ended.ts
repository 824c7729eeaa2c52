// What a deactivated user hears after the right password (never before it): their access ended, and whom to ask:
// the managers of the company they worked for, when they were an employee, and the support address.
import "server-only";
import { db } from "@/lib/db";
import { links } from "@/lib/config";
import { accessEndedMessage } from "@/lib/auth/schema";

export async function accessEndedFor(userId: string): Promise<string> {
  const employee = await db.employee.findUnique({
    where: { userId },
    select: { company: { select: { name: true } } },
  });
  const manager = employee
    ? null
    : await db.manager.findUnique({ where: { userId }, select: { company: { select: { name: true } } } });
  const companyName = employee?.company?.name ?? manager?.company?.name ?? null;
  return accessEndedMessage({ companyName, support: links.support() });
}
