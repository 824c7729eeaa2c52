import { route } from "@/lib/http/route";
import { ZClientParams, ZClientQuery } from "@/lib/companies/clients/schema";
import { getClient } from "@/lib/companies/clients/get-client";

export const GET = route(
  { permission: "contractorClients.read", params: ZClientParams, query: ZClientQuery },
  ({ actor, params, query }) => getClient(actor, params.clientId, query.id_type),
);
