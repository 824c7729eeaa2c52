import { route, created } from "@/lib/http/route";
import { ZCompanyParams } from "@/lib/companies/schema";
import { ZAddManager } from "@/lib/account/managers/schema";
import { addManager, listManagers } from "@/lib/account/managers/service";

export const GET = route({ permission: "managers.list", params: ZCompanyParams }, ({ actor, params }) =>
  listManagers(actor, params.companyId),
);

export const POST = route(
  { permission: "managers.create", params: ZCompanyParams, body: ZAddManager },
  async ({ actor, params, body }) => created(await addManager(actor, params.companyId, body)),
);
