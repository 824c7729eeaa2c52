import { route } from "@/lib/http/route";
import { ZUserParams } from "@/lib/managers/schema";
import { ZUpdateAccount } from "@/lib/account/schema";
import { getUserOrThrow, updateOwnAccount } from "@/lib/account/service";

// GET /api/users/{authId}: one's own account (admins: any user).
export const GET = route({ permission: "account.read", params: ZUserParams }, ({ actor, params }) =>
  getUserOrThrow(actor, params.userId),
);

// PATCH /api/users/{authId}: one's own name fields (the e-mail changes through /emails).
export const PATCH = route(
  { permission: "account.update", params: ZUserParams, body: ZUpdateAccount },
  ({ actor, params, body }) => updateOwnAccount(actor, params.userId, body),
);
