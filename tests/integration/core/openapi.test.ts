/** @jest-environment node */
// The OpenAPI document (lib/openapi/): the committed route list matches the route files, every route verb has
// an operation built from its own zod schemas, and GET /api/openapi.json serves it to signed-in callers only.
import fs from "node:fs";
import type { z } from "zod";
import * as openApiRoute from "@/app/api/openapi.json/route";
import { getDb } from "@/lib/db";
import * as employeesRoute from "@/app/api/employees/paginated/route";
import * as payReportsRoute from "@/app/api/gross-to-net/route";
import * as invoiceLogsRoute from "@/app/api/payroll/invoice-logs/route";
import {
  buildOpenApiDocument,
  ERROR_RESPONSES,
  NO_RESPONSE_SCHEMA,
  openApiPath,
  type OpenApiDocument,
} from "@/lib/openapi/document";
import type { RouteModule } from "@/lib/openapi/types";
import { ZEmployeeListPage } from "@/lib/employees/response-schema";
import { ZPayReportPage } from "@/lib/payroll/response-schema";
import { ZInvoiceLogPage } from "@/lib/finance/response-schema";
import * as companiesRoute from "@/app/api/companies/route";
import * as companyEmployeesRoute from "@/app/api/companies/[companyId]/employees/route";
import * as companySeatsRoute from "@/app/api/seats/company/[companyId]/route";
import * as seatsRoute from "@/app/api/seats/route";
import * as documentsRoute from "@/app/api/documents/route";
import * as lspsRoute from "@/app/api/local-service-providers/route";
import * as usersRoute from "@/app/api/users/route";
import * as workbookRoute from "@/app/api/workbook/route";
import * as billDetailRoute from "@/app/api/gross-to-net/view/detail/route";
import { ZCompanyEmployeesPage, ZCompanyListPage } from "@/lib/companies/response-schema";
import { ZAllSeatsPage, ZCompanySeatPage } from "@/lib/hiring/response-schema";
import { ZDocumentList } from "@/lib/documents/response-schema";
import { ZLspPage } from "@/lib/lsps/response-schema";
import { ZAdminUserPage } from "@/lib/account/admins/response-schema";
import { ZBillDetail, ZWorkbookList } from "@/lib/payroll/response-schema";
import { ZErrorBody } from "@/lib/http/errors";
import { ROUTE_MODULES } from "@/lib/openapi/route-modules.generated";
import { GENERATED_PATH, routeEntries } from "../../../scripts/generate-openapi-routes";
import { EXEMPT_ROUTES, routeInventory } from "../../support/route-inventory";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createEmployee } from "../../factories/employees";
import { createPayrollFixture } from "../../factories/payroll";
import { createSeat } from "../../factories/seats";

/** Query or body fields that make an operation a paged list. */
const PAGING = new Set(["cursor", "nextPageKey", "pageSize", "pageIndex", "page"]);

type RouteHandler = Parameters<typeof call>[0];

type Success = { description: string; content?: { "application/json": { schema: Record<string, unknown> } } };

/** Every paged list operation of the document, with whether its 200 answer has a schema. */
function listOperations(doc: OpenApiDocument): { name: string; schema: boolean }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => {
        const body = op.requestBody?.content["application/json"]?.schema as { properties?: object } | undefined;
        const names = [...op.parameters.map((p) => p.name), ...Object.keys(body?.properties ?? {})];
        return names.some((n) => PAGING.has(n));
      })
      .map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        schema: Boolean((op.responses["200"] as Success | undefined)?.content?.["application/json"].schema),
      })),
  );
}

/** The list operations without a 200 schema. */
const listsMissingSchema = (doc: OpenApiDocument) =>
  listOperations(doc)
    .filter((l) => !l.schema)
    .map((l) => l.name);

/** The route modules with one verb's `response` option removed. */
function withoutResponse(route: string, method: string): RouteModule[] {
  return ROUTE_MODULES.map((m) => {
    if (m.route !== route) return m;
    const handler = m.module[method] as { routeOptions: object };
    const { response: _dropped, ...routeOptions } = handler.routeOptions as { response?: unknown };
    return { ...m, module: { ...m.module, [method]: Object.assign(() => {}, { routeOptions }) } };
  });
}

const document = buildOpenApiDocument(ROUTE_MODULES);

/** Route verbs of the files on disk that have no operation in the document. */
function missingOperations(doc: OpenApiDocument): string[] {
  return routeInventory()
    .filter((v) => !doc.paths[openApiPath(v.route)]?.[v.method.toLowerCase()])
    .map((v) => `${v.method} ${v.route}`);
}

describe("[CORE] OpenAPI document", () => {
  it("the committed route list is what the generator writes now (regenerate: see docs/settings.md 'API')", async () => {
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

  it("documents the one error body for 400/401/403/404/409/422 on every route() operation", () => {
    const error = document.components.schemas as Record<string, { required: string[]; properties: object }>;
    expect(error.Error.required).toEqual(expect.arrayContaining(["message", "code"]));
    expect(error.Error.properties).toMatchObject({
      code: { enum: expect.arrayContaining(["BAD_REQUEST", "CONFLICT"]) },
    });
    for (const entry of ROUTE_MODULES) {
      if (EXEMPT_ROUTES.includes(entry.route)) continue;
      for (const method of entry.methods) {
        const op = document.paths[openApiPath(entry.route)][method.toLowerCase()];
        expect({ op: `${method} ${entry.route}`, codes: Object.keys(op.responses) }).toEqual({
          op: `${method} ${entry.route}`,
          codes: expect.arrayContaining(["400", "401", "403", "404", "409", "422"]),
        });
      }
    }
    const responses = document.components.responses as Record<string, { content: object }>;
    for (const [name] of Object.values(ERROR_RESPONSES))
      expect(responses[name].content).toEqual({
        "application/json": { schema: { $ref: "#/components/schemas/Error" } },
      });
  });

  it("every paged list route documents its 200 answer, and would notice one missing", () => {
    const lists = listOperations(document);
    expect(lists.length).toBeGreaterThan(20);
    expect(listsMissingSchema(document)).toEqual([]);
    expect(lists.map((l) => l.name)).toEqual(
      expect.arrayContaining([
        "GET /api/employees",
        "GET /api/employees/paginated",
        "GET /api/gross-to-net",
        "POST /api/payroll/invoice-logs",
        "GET /api/expenses/approver/{companyId}",
        "GET /api/seats",
        "GET /api/reports",
      ]),
    );
    const withoutOne = buildOpenApiDocument(withoutResponse("/api/employees/paginated", "GET"));
    expect(listsMissingSchema(withoutOne)).toEqual(["GET /api/employees/paginated"]);
    // An operation without a schema says so in its success description.
    const undocumented = document.paths["/api/seats"].post.responses["201"] as Success;
    expect(undocumented).toEqual({ description: NO_RESPONSE_SCHEMA });
    // 201 where the handler answers created().
    expect(Object.keys(document.paths["/api/employees"].post.responses)).toContain("201");
  });

  it("the documented list schemas match what the routes answer", async () => {
    const db = getDb();
    const { employee } = await createEmployee(db);
    const fx = await createPayrollFixture(db);
    await db.grossToNetFile.create({
      data: {
        fileName: "schema.csv",
        country: fx.country,
        lspId: fx.lsp.id,
        payrollCycle: "CYCLE_1",
        payrollPeriod: fx.period,
      },
    });
    await db.invoiceLog.create({
      data: {
        companyId: employee.companyId,
        companyName: "Schema Co",
        employeeId: employee.id,
        invoiceType: "SETUP_FEE_ONLY",
        status: "FAILED",
        simpleInvoice: {
          create: { totalAmount: "12.5", currency: "EUR", title: "Setup fee", employeeId: employee.id },
        },
      },
    });
    const token = await tokenFor((await createUser(db, { roles: ["admin", "finance"] })).user.id);
    const employees = await call(employeesRoute.GET, {
      path: "/api/employees/paginated?pageSize=5",
      token,
    });
    expect(employees.status).toBe(200);
    expect(ZEmployeeListPage.parse(employees.body).items.length).toBeGreaterThan(0);
    const files = await call(payReportsRoute.GET, { path: `/api/gross-to-net?lspId=${fx.lsp.id}`, token });
    expect(files.status).toBe(200);
    expect(ZPayReportPage.parse(files.body).items.map((f) => f.fileName)).toEqual(["schema.csv"]);
    const logs = await call(invoiceLogsRoute.POST, {
      path: "/api/payroll/invoice-logs",
      method: "POST",
      json: {},
      token,
    });
    expect(logs.status).toBe(200);
    expect(ZInvoiceLogPage.parse(logs.body).items.length).toBeGreaterThan(0);
    // The other lists, each with at least one row of its own where that is cheap to make.
    const companyId = employee.companyId;
    await createSeat(db, { companyId, sowStatus: "sow_accepted" });
    await db.document.create({
      data: {
        title: "Schema doc",
        storageKey: "test/schema.pdf",
        mimeType: "application/pdf",
        sizeBytes: 1,
        companyId,
      },
    });
    const staff = await tokenFor(
      (await createUser(db, { roles: ["admin", "operator", "payroll", "finance"] })).user.id,
    );
    const bill = `country=${fx.country}&lspId=${fx.lsp.id}&payrollCycle=CYCLE_1&payrollPeriod=${fx.period}`;
    const lists: [RouteHandler, string, z.ZodType, Record<string, string>?][] = [
      [companiesRoute.GET, "/api/companies?pageSize=5", ZCompanyListPage],
      [companyEmployeesRoute.GET, `/api/companies/${companyId}/employees`, ZCompanyEmployeesPage, { companyId }],
      [companySeatsRoute.GET, `/api/seats/company/${companyId}`, ZCompanySeatPage, { companyId }],
      [seatsRoute.GET, `/api/seats?companyId=${companyId}`, ZAllSeatsPage],
      [documentsRoute.GET, `/api/documents?companyId=${companyId}`, ZDocumentList],
      [lspsRoute.GET, "/api/local-service-providers?pageSize=5", ZLspPage],
      [usersRoute.GET, "/api/users?role=admin&pageSize=5", ZAdminUserPage],
      [workbookRoute.GET, "/api/workbook?pageSize=5", ZWorkbookList],
      [billDetailRoute.GET, `/api/gross-to-net/view/detail?${bill}`, ZBillDetail],
    ];
    for (const [handler, path, schema, params] of lists) {
      const res = await call(handler, { path, params, token: staff });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect({ path, issues: schema.safeParse(res.body).error?.issues ?? [] }).toEqual({ path, issues: [] });
      expect({ path, rows: (res.body as { items?: unknown[] }).items?.length !== 0 }).toEqual({ path, rows: true });
    }
    // And a refusal is the documented error body.
    const refused = await call(payReportsRoute.GET, { path: "/api/gross-to-net?pageSize=x", token });
    expect(refused.status).toBe(400);
    expect(ZErrorBody.parse(refused.body).code).toBe("BAD_REQUEST");
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
