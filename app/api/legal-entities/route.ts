import { route } from "@/lib/http/route";
import { ZProviderListQuery } from "@/lib/legal-entities/schema";
import { listLegalEntities } from "@/lib/legal-entities/list-legal-entities";

export const GET = route({ permission: "legalEntities.read", query: ZProviderListQuery }, ({ query }) =>
  listLegalEntities(query),
);
