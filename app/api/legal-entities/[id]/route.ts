import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/legal-entities/schema";
import { getLegalEntity } from "@/lib/legal-entities/get-legal-entity";

export const GET = route({ permission: "legalEntities.read", params: ZIdParams }, ({ params }) =>
  getLegalEntity(params.id),
);
