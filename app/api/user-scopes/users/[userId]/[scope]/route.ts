import { route } from "@/lib/http/route";
import { ZScopeBody, ZScopeParams } from "@/lib/account/managers/schema";
import { setManagerScope } from "@/lib/account/managers/service";

// PATCH /api/user-scopes/users/{id}/{expenses-notifications|payroll|finance|super-manager} { scopeStatus }.
export const PATCH = route(
  { permission: "permissions.manage", params: ZScopeParams, body: ZScopeBody },
  ({ actor, params, body }) => setManagerScope(actor, params.userId, params.scope, body.scopeStatus),
);
