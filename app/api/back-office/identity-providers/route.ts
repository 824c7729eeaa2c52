import { route, created } from "@/lib/http/route";
import { ZIdentityProvider, ZIdentityProviderInput, ZIdentityProviderList } from "@/lib/auth/sso/schema";
import { listIdentityProviders } from "@/lib/auth/sso/list-identity-providers";
import { createIdentityProvider } from "@/lib/auth/sso/save-identity-provider";

export const GET = route(
  {
    permission: "identityProviders.manage",
    summary: "Single sign-on identity providers (OpenID Connect), staff and per company",
    response: ZIdentityProviderList,
  },
  ({ actor }) => listIdentityProviders(actor),
);

export const POST = route(
  {
    permission: "identityProviders.manage",
    body: ZIdentityProviderInput,
    summary: "Add an identity provider (client secret stored sealed, never answered)",
    response: ZIdentityProvider,
  },
  async ({ actor, body }) => created(await createIdentityProvider(actor, body)),
);
