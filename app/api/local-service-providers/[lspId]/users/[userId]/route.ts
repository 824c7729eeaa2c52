import { noContent, route } from "@/lib/http/route";
import { ZLspUserParams } from "@/lib/lsps/schema";
import { getLspUser } from "@/lib/lsps/get-lsp-user";
import { deleteLspUser } from "@/lib/lsps/delete-lsp-user";

export const GET = route({ permission: "lsps.read", params: ZLspUserParams }, ({ actor, params }) =>
  getLspUser(actor, params.lspId, params.userId),
);

export const DELETE = route({ permission: "lspUsers.manage", params: ZLspUserParams }, async ({ actor, params }) => {
  await deleteLspUser(actor, params.lspId, params.userId);
  return noContent();
});
