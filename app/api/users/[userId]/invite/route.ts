import { route } from "@/lib/http/route";
import { ZInvite, ZUserParams } from "@/lib/account/managers/schema";
import { sendInvitation } from "@/lib/account/send-invitation";
import { appOrigin } from "@/lib/account/origin";

export const POST = route(
  { permission: "invitations.send", params: ZUserParams, body: ZInvite },
  ({ actor, params, req }) => sendInvitation(actor, params.userId, appOrigin(req)),
);
