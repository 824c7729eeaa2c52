import { route, noContent } from "@/lib/http/route";
import { ZDocumentParams } from "@/lib/documents/schema";
import { deleteDocument } from "@/lib/documents/service";

export const DELETE = route({ permission: "documents.delete", params: ZDocumentParams }, async ({ actor, params }) => {
  await deleteDocument(actor, params.documentId);
  return noContent();
});
