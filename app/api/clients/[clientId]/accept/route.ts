import { route } from "@/lib/http/route";
import { ZAcceptTerms, ZClientParams, ZClientQuery } from "@/lib/companies/clients/schema";
import { acceptClientTerms } from "@/lib/companies/clients/accept-client-terms";

// The demo's alias of PUT /clients/{clientId}/terms (spec 2 section 7).
export const POST = route(
  { permission: "contractorTerms.accept", params: ZClientParams, query: ZClientQuery, body: ZAcceptTerms },
  ({ actor, params, query }) => acceptClientTerms(actor, params.clientId, query.id_type),
);
