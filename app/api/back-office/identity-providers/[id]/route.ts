import { route, noContent } from "@/lib/http/route";
import { ZIdentityProvider, ZIdentityProviderInput, ZIdentityProviderParams } from "@/lib/auth/sso/schema";
import { deleteIdentityProvider, updateIdentityProvider } from "@/lib/auth/sso/save-identity-provider";

export const PUT = route(
  {
    permission: "identityProviders.manage",
    params: ZIdentityProviderParams,
    body: ZIdentityProviderInput,
    summary: "Change an identity provider (an empty client secret keeps the stored one)",
    response: ZIdentityProvider,
  },
  ({ actor, params, body }) => updateIdentityProvider(actor, params.id, body),
);

export const DELETE = route(
  { permission: "identityProviders.manage", params: ZIdentityProviderParams, summary: "Remove an identity provider" },
  async ({ actor, params }) => {
    await deleteIdentityProvider(actor, params.id);
    return noContent();
  },
);
