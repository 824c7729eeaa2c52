import { route } from "@/lib/http/route";
import { ZVerifyParams } from "@/lib/account/schema";
import { checkEmailChange, confirmEmailChange } from "@/lib/account/service";

// 410 'Your email change request has expired, please try again.' for an expired or used token.
export const GET = route({ permission: "account.changeEmail", params: ZVerifyParams }, ({ actor, params }) =>
  checkEmailChange(actor, params.userId, params.token),
);

export const POST = route({ permission: "account.changeEmail", params: ZVerifyParams }, ({ actor, params }) =>
  confirmEmailChange(actor, params.userId, params.token),
);
