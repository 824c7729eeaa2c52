import { created, route } from "@/lib/http/route";
import { ZAddLspUser, ZLspParams } from "@/lib/lsps/schema";
import { listLspUsers } from "@/lib/lsps/list-lsp-users";
import { createLspUser } from "@/lib/lsps/create-lsp-user";
import { appOrigin } from "@/lib/account/origin";

export const GET = route({ permission: "lspUsers.read", params: ZLspParams }, ({ actor, params }) =>
  listLspUsers(actor, params.lspId),
);

// POST: add an LSP manager; the invitation e-mail goes out through the outbox.
export const POST = route(
  { permission: "lspUsers.manage", params: ZLspParams, body: ZAddLspUser },
  async ({ actor, params, body, req }) => created(await createLspUser(actor, params.lspId, body, appOrigin(req))),
);
