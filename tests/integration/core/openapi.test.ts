/** @jest-environment node */
// The OpenAPI document (lib/openapi/): the committed route list matches the route files, every route verb has
// an operation built from its own zod schemas, and GET /api/openapi.json serves it to signed-in callers only.
import fs from "node:fs";
import * as openApiRoute from "@/app/api/openapi.json/route";
import { getDb } from "@/lib/db";
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from "@/lib/openapi/document";
import { ROUTE_MODULES } from "@/lib/openapi/route-modules.generated";
import { GENERATED_PATH, routeEntries } from "../../../scripts/generate-openapi-routes";
import { EXEMPT_ROUTES, routeInventory } from "../../support/route-inventory";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";

const document = buildOpenApiDocument(ROUTE_MODULES);

/** Route verbs of the files on disk that have no operation in the document. */
function missingOperations(doc: OpenApiDocument): string[] {
  return routeInventory()
    .filter((v) => !doc.paths[openApiPath(v.route)]?.[v.method.toLowerCase()])
    .map((v) => `${v.method} ${v.route}`);
}

describe("[CORE] OpenAPI document", () => {
  it("the committed route list is what the generator writes now (regenerate: see README 'API')", async () => {
    // A route file added, removed or given another verb (or a changed description) without regenerating fails here.
    expect(ROUTE_MODULES.map(({ module: _module, ...entry }) => entry)).toEqual(routeEntries());
    const files = new Set(routeInventory().map((v) => v.file));
    expect(ROUTE_MODULES.map((m) => m.file).sort()).toEqual([...files].sort());
    expect(fs.readFileSync(GENERATED_PATH, "utf8")).toContain("do not edit by hand");
  });

  it("has an operation for every verb of every route file, and would notice one missing", () => {
    expect(missingOperations(document)).toEqual([]);
    const withoutOne = buildOpenApiDocument(ROUTE_MODULES.filter((m) => m.route !== "/api/employees/paginated"));
    expect(missingOperations(withoutOne)).toEqual(["GET /api/employees/paginated"]);
    const count = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(count).toBe(routeInventory().length);
  });

  it("every operation of ours comes from route(): permission or explicit public, and unique ids", () => {
    const ids = new Set<string>();
    for (const entry of ROUTE_MODULES) {
      if (EXEMPT_ROUTES.includes(entry.route)) continue;
      for (const method of entry.methods) {
        const handler = entry.module[method] as { routeOptions?: { auth?: string } };
        expect({ route: entry.route, method, wrapped: Boolean(handler?.routeOptions) }).toEqual({
          route: entry.route,
          method,
          wrapped: true,
        });
        const op = document.paths[openApiPath(entry.route)][method.toLowerCase()];
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        expect(op.security.length === 0).toBe(handler.routeOptions!.auth === "public");
      }
    }
  });

  it("describes parameters and bodies from the routes' zod schemas", () => {
    const list = document.paths["/api/employees/paginated"].get;
    expect(list["x-permission"]).toBe("employees.list");
    expect(list["x-allowed-roles"]).toContain("manager");
    const search = list.parameters.find((p) => p.name === "searchValue");
    expect(search).toMatchObject({ in: "query", required: false, schema: { type: "string", maxLength: 100 } });

    const companyEmployees = document.paths["/api/companies/{companyId}/employees"].get;
    expect(companyEmployees.parameters).toContainEqual(
      expect.objectContaining({ name: "companyId", in: "path", required: true }),
    );

    const create = document.paths["/api/companies"].post;
    const body = create.requestBody!.content["application/json"].schema as {
      properties: Record<string, { type?: string; maxLength?: number }>;
      required: string[];
    };
    expect(body.required).toContain("name");
    expect(body.properties.name).toMatchObject({ type: "string", maxLength: 200 });

    const upload = Object.values(document.paths).flatMap((item) =>
      Object.values(item).filter((op) => op.requestBody?.content["multipart/form-data"]),
    );
    expect(upload.length).toBeGreaterThan(0);
    // The whole document is plain JSON (no zod objects or functions left in it).
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it("GET /api/openapi.json: 401 signed out, the document for any signed-in user", async () => {
    const anonymous = await call(openApiRoute.GET, { path: "/api/openapi.json" });
    expect(anonymous.status).toBe(401);
    const { user } = await createUser(getDb(), { roles: ["employee"] });
    const res = await call<OpenApiDocument>(openApiRoute.GET, {
      path: "/api/openapi.json",
      token: await tokenFor(user.id),
    });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toHaveLength(ROUTE_MODULES.length);
    expect(res.body.paths["/api/openapi.json"].get.summary).toBe("The OpenAPI 3.1 document of this API.");
  });
});
