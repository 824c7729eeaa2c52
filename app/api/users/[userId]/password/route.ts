import { route } from "@/lib/http/route";
import { ZUserParams } from "@/lib/account/managers/schema";
import { ZNewPassword } from "@/lib/account/password-schema";
import { changeTemporaryPassword } from "@/lib/account/change-temporary-password";

// POST /api/users/{userId}/password: one's own password, due after a sign-in with a temporary password.
export const POST = route(
  { permission: "account.update", allowWhilePasswordChangeDue: true, params: ZUserParams, body: ZNewPassword },
  ({ actor, params, body }) => changeTemporaryPassword(actor, params.userId, body),
);
