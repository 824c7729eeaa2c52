import { route, created } from "@/lib/http/route";
import { ZCreateApiToken } from "@/lib/account/api-token-schema";
import { createApiToken, listApiTokens } from "@/lib/account/api-tokens";

export const GET = route({ permission: "apiTokens.manage" }, ({ actor }) => listApiTokens(actor));

export const POST = route({ permission: "apiTokens.manage", body: ZCreateApiToken }, async ({ actor, body }) =>
  created(await createApiToken(actor, body)),
);
