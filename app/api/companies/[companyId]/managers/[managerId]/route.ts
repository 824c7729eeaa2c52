import { route, noContent } from "@/lib/http/route";
import { ZManagerParams, ZUpdateManager } from "@/lib/account/managers/schema";
import { deleteManager, getManagerOrThrow, updateManager } from "@/lib/account/managers/service";

export const GET = route({ permission: "managers.read", params: ZManagerParams }, ({ actor, params }) =>
  getManagerOrThrow(actor, params.companyId, params.managerId),
);

export const PATCH = route(
  { permission: "managers.update", params: ZManagerParams, body: ZUpdateManager },
  ({ actor, params, body }) => updateManager(actor, params.companyId, params.managerId, body),
);

export const DELETE = route({ permission: "managers.delete", params: ZManagerParams }, async ({ actor, params }) => {
  await deleteManager(actor, params.companyId, params.managerId);
  return noContent();
});
