import { route } from "@/lib/http/route";
import { ZAssociations, ZUserParams } from "@/lib/managers/schema";
import { setAssociations } from "@/lib/managers/service";

export const PUT = route(
  { permission: "permissions.manage", params: ZUserParams, body: ZAssociations },
  ({ actor, params, body }) => setAssociations(actor, params.userId, body.associatedUserIds),
);
