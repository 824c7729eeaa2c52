/** @jest-environment node */
// [PAYROLL] the spec's cutoff report calls (GET /reports, /reports/{reportId}, /report-filters) over the same
// service as the tab: offset pages with total_count, the LSP, country and date filters, the download, 400s.
import { getDb } from "@/lib/db";
import * as reportsRoute from "@/app/api/reports/route";
import * as reportRoute from "@/app/api/reports/[reportId]/route";
import * as filtersRoute from "@/app/api/report-filters/route";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { ensureCountry } from "../../factories/countries";
import type { ReportsPage } from "@/lib/payroll/cutoff-reports/schema";

const db = getDb();
let payroll: string;
let finance: string;
let lspId: string;

beforeAll(async () => {
  payroll = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  finance = await tokenFor((await createUser(db, { roles: ["admin", "finance"] })).user.id);
  await ensureCountry(db, "PT");
  lspId = (await db.localServiceProvider.create({ data: { name: "Cutoff Reports LSP" } })).id;
  // 60 reports in March 2025 and 5 in May 2025, all of this LSP and Portugal.
  await db.cutoffReport.createMany({
    data: Array.from({ length: 65 }, (_, i) => ({
      id: `cut-rep-${String(i).padStart(3, "0")}`,
      reportName: `Cutoff ${i}`,
      countryCode: "PT",
      countryName: "Portugal",
      lspId,
      period: new Date(i < 60 ? "2025-03-01" : "2025-05-01"),
    })),
  });
});

const get = (path: string, token = payroll) => call<ReportsPage>(reportsRoute.GET, { method: "GET", path, token });

describe("[PAYROLL] GET /api/reports", () => {
  it("payroll admin pages the LSP's reports with page and per_page; total_count counts them all", async () => {
    const first = await get(`/api/reports?lsp_id=${lspId}&country_code=pt&page=1&per_page=50`);
    expect(first.status).toBe(200);
    expect(first.body.total_count).toBe(65);
    expect(first.body.reports).toHaveLength(50);
    const second = await get(`/api/reports?lsp_id=${lspId}&page=2&per_page=50`);
    expect(second.body.reports).toHaveLength(15);
    const ids = [...first.body.reports, ...second.body.reports].map((r) => r.report_id);
    expect(new Set(ids).size).toBe(65);
    expect(first.body.reports[0]).toMatchObject({ country_code: "PT", lsp_name: "Cutoff Reports LSP" });
  });

  it("from_date and to_date keep the months they touch", async () => {
    const may = await get(`/api/reports?lsp_id=${lspId}&from_date=2025-04-15&to_date=2025-05-02`);
    expect(may.body.total_count).toBe(5);
    expect(may.body.reports.every((r) => r.period === "2025-05")).toBe(true);
  });

  it("bad parameters are 400s naming the field; a finance admin is refused", async () => {
    const order = await call<{ fieldErrors: Record<string, string[]> }>(reportsRoute.GET, {
      method: "GET",
      path: "/api/reports?from_date=2025-05-01&to_date=2025-04-01",
      token: payroll,
    });
    expect(order.status).toBe(400);
    expect(Object.keys(order.body.fieldErrors)).toContain("to_date");
    const perPage = await call<{ fieldErrors: Record<string, string[]> }>(reportsRoute.GET, {
      method: "GET",
      path: "/api/reports?per_page=70",
      token: payroll,
    });
    expect(Object.keys(perPage.body.fieldErrors)).toContain("per_page");
    expect((await get("/api/reports", finance)).status).toBe(403);
  });

  it("GET /api/reports/{reportId} downloads the CSV; /api/report-filters lists lsp_id and lsp_name", async () => {
    const file = await call<string>(reportRoute.GET, {
      method: "GET",
      path: "/api/reports/cut-rep-000",
      params: { reportId: "cut-rep-000" },
      token: payroll,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    const missing = await call(reportRoute.GET, {
      method: "GET",
      path: "/api/reports/nope",
      params: { reportId: "nope" },
      token: payroll,
    });
    expect(missing.status).toBe(404);
    const filters = await call<{ lsps: { lsp_id: string; lsp_name: string }[] }>(filtersRoute.GET, {
      method: "GET",
      path: "/api/report-filters",
      token: payroll,
    });
    expect(filters.body.lsps).toContainEqual({ lsp_id: lspId, lsp_name: "Cutoff Reports LSP" });
  });
});
