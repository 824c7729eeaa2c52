import { route } from "@/lib/http/route";
import { ZIdParams, ZLegalEntity } from "@/lib/lsps/legal-entities/schema";
import { getLegalEntity } from "@/lib/lsps/legal-entities/get-legal-entity";
import { saveLegalEntity } from "@/lib/lsps/legal-entities/save-legal-entity";

export const GET = route({ permission: "legalEntities.read", params: ZIdParams }, ({ params }) =>
  getLegalEntity(params.id),
);

export const PUT = route(
  { permission: "legalEntities.manage", params: ZIdParams, body: ZLegalEntity },
  ({ actor, params, body }) => saveLegalEntity(actor, body, params.id),
);
