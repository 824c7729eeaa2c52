// The employee's manager and the customer-success admins are told of a resignation through the outbox.
import "server-only";
import type { Tx } from "@/lib/db";
import { queueEmail } from "@/lib/mail/outbox";

export async function notifyResignation(
  tx: Tx,
  employee: { firstName: string; lastName: string; companyId: string; manager: { user: { email: string } } | null },
  lastWorkingDay: string,
) {
  const csAdmins = await tx.user.findMany({
    where: { AND: [{ roles: { some: { type: "admin" } } }, { roles: { some: { type: "customer_success" } } }] },
    select: { email: true },
    take: 50,
  });
  const to = new Set([...(employee.manager ? [employee.manager.user.email] : []), ...csAdmins.map((u) => u.email)]);
  const name = `${employee.firstName} ${employee.lastName}`;
  for (const address of to)
    await queueEmail(tx, {
      to: address,
      subject: `Resignation request: ${name}`,
      text: `${name} has submitted a resignation request. Last working day: ${lastWorkingDay}.`,
    });
  return to.size;
}
