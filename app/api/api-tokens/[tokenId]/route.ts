import { route, noContent } from "@/lib/http/route";
import { ZTokenIdParams } from "@/lib/account/api-token-schema";
import { revokeApiToken } from "@/lib/account/api-tokens";

export const DELETE = route({ permission: "apiTokens.manage", params: ZTokenIdParams }, async ({ actor, params }) => {
  await revokeApiToken(actor, params.tokenId);
  return noContent();
});
