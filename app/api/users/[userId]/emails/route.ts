import { route, created } from "@/lib/http/route";
import { ZUserParams } from "@/lib/account/managers/schema";
import { ZEmailChange } from "@/lib/account/schema";
import { requestEmailChange } from "@/lib/account/service";
import { appOrigin } from "@/lib/account/origin";

export const POST = route(
  { permission: "account.changeEmail", params: ZUserParams, body: ZEmailChange },
  async ({ actor, params, body, req }) =>
    created(await requestEmailChange(actor, params.userId, body.email, appOrigin(req))),
);
