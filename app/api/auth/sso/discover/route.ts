import { route } from "@/lib/http/route";
import { ZSsoDiscoverQuery, ZSsoDiscovery } from "@/lib/auth/sso/schema";
import { discoverSso } from "@/lib/auth/sso/discover-sso";

// The sign-in form asks, once the e-mail is typed, whether its domain signs in with single sign-on.
export const GET = route(
  {
    auth: "public",
    query: ZSsoDiscoverQuery,
    summary: "Whether an e-mail domain signs in with single sign-on, and where to start",
    response: ZSsoDiscovery,
  },
  ({ query }) => discoverSso(query.email),
);
