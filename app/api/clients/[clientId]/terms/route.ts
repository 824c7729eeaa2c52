import { route } from "@/lib/http/route";
import { ZAcceptTerms, ZClientParams, ZClientQuery } from "@/lib/companies/clients/schema";
import { acceptClientTerms } from "@/lib/companies/clients/accept-client-terms";

// 'I agree to the Client Terms': recorded once with who and when.
export const PUT = route(
  { permission: "contractorTerms.accept", params: ZClientParams, query: ZClientQuery, body: ZAcceptTerms },
  ({ actor, params, query }) => acceptClientTerms(actor, params.clientId, query.id_type),
);
