import { route } from "@/lib/http/route";
import { ZAssociations, ZUserParams } from "@/lib/account/managers/schema";
import { setAssociations } from "@/lib/account/managers/service";

export const PUT = route(
  { permission: "permissions.manage", params: ZUserParams, body: ZAssociations },
  ({ actor, params, body }) => setAssociations(actor, params.userId, body.associatedUserIds),
);
