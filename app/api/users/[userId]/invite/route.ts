import { route } from "@/lib/http/route";
import { ZInvite, ZUserParams } from "@/lib/managers/schema";
import { sendInvitation } from "@/lib/managers/service";
import { appOrigin } from "@/lib/account/origin";

export const POST = route(
  { permission: "managers.invite", params: ZUserParams, body: ZInvite },
  ({ actor, params, req }) => sendInvitation(actor, params.userId, appOrigin(req)),
);
