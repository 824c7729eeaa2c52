import { created, route } from "@/lib/http/route";
import { ZLegalEntity, ZProviderListQuery } from "@/lib/lsps/legal-entities/schema";
import { listLegalEntities } from "@/lib/lsps/legal-entities/list-legal-entities";
import { saveLegalEntity } from "@/lib/lsps/legal-entities/save-legal-entity";

export const GET = route({ permission: "legalEntities.read", query: ZProviderListQuery }, ({ query }) =>
  listLegalEntities(query),
);

export const POST = route({ permission: "legalEntities.manage", body: ZLegalEntity }, async ({ actor, body }) =>
  created(await saveLegalEntity(actor, body)),
);
