import { route } from "@/lib/http/route";
import { openApiDocument } from "@/lib/openapi/document";

// GET /api/openapi.json: the OpenAPI 3.1 document of every route, for any signed-in user or API token. Not
// public: it maps every back-office endpoint and permission, and integrators hold a token anyway.
export const GET = route({ summary: "The OpenAPI 3.1 document of this API." }, async () => {
  // Imported when called: the generated list imports this file too.
  const { ROUTE_MODULES } = await import("@/lib/openapi/route-modules.generated");
  return openApiDocument(ROUTE_MODULES);
});
