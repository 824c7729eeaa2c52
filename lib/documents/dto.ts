// Response shapes of the documents API, type-only so client components can `import type` them.
import type { Json } from "@/lib/http/json";
import type { listDocuments } from "@/lib/documents/service";

export type DocumentList = Json<Awaited<ReturnType<typeof listDocuments>>>;
export type DocumentView = DocumentList["items"][number];
