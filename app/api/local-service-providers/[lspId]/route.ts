import { noContent, route } from "@/lib/http/route";
import { ZLspParams, ZUpdateLsp } from "@/lib/lsps/schema";
import { getLsp } from "@/lib/lsps/get-lsp";
import { updateLsp } from "@/lib/lsps/update-lsp";
import { deleteLsp } from "@/lib/lsps/delete-lsp";

export const GET = route({ permission: "lsps.read", params: ZLspParams }, ({ actor, params }) =>
  getLsp(actor, params.lspId),
);

// PATCH: name, inactive (spec 3 section 7).
export const PATCH = route(
  { permission: "lsps.update", params: ZLspParams, body: ZUpdateLsp },
  ({ actor, params, body }) => updateLsp(actor, params.lspId, body),
);

// DELETE: 409 while the LSP has connected entities; nothing is deleted then.
export const DELETE = route({ permission: "lsps.delete", params: ZLspParams }, async ({ actor, params }) => {
  await deleteLsp(actor, params.lspId);
  return noContent();
});
