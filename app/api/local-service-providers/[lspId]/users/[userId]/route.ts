import { noContent, route } from "@/lib/http/route";
import { ZEditLspUser, ZLspUserParams } from "@/lib/lsps/schema";
import { getLspUser } from "@/lib/lsps/get-lsp-user";
import { deleteLspUser } from "@/lib/lsps/delete-lsp-user";
import { updateLspUser } from "@/lib/lsps/update-lsp-user";

export const GET = route({ permission: "lspUsers.read", params: ZLspUserParams }, ({ actor, params }) =>
  getLspUser(actor, params.lspId, params.userId),
);

// Spec 3 section 6: editing an LSP manager is the IE admins'.
export const PATCH = route(
  { permission: "lspUsers.edit", params: ZLspUserParams, body: ZEditLspUser },
  ({ actor, params, body }) => updateLspUser(actor, params.lspId, params.userId, body),
);

export const DELETE = route({ permission: "lspUsers.manage", params: ZLspUserParams }, async ({ actor, params }) => {
  await deleteLspUser(actor, params.lspId, params.userId);
  return noContent();
});
