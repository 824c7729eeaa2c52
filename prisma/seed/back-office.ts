// Back office: a deactivated admin user (roles kept), so the permission matrix can probe an invitation to a staff
// account without sending one (OP admins get 409, other admins 403).
import type { SeedContext } from "./context";
import { roleRow, userRow } from "./builders/users";
import { at } from "./values";

export const FORMER_ADMIN_ID = "user-former-admin";

export async function seedBackOffice({ tx, count, passwordHash }: SeedContext) {
  await tx.user.create({
    data: userRow({
      id: FORMER_ADMIN_ID,
      email: "former.admin@omniplatform.example",
      passwordHash,
      firstName: "Frances",
      lastName: "Former",
      isActive: false,
      sentInvitationAt: at(-500),
      createdAt: at(-500),
    }),
  });
  await tx.userRole.createMany({ data: [roleRow(FORMER_ADMIN_ID, "admin"), roleRow(FORMER_ADMIN_ID, "operator")] });
  count("User", 1);
  count("UserRole", 2);
}
