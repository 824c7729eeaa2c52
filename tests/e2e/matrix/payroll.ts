// Payroll verification routes (spec 2 sections 2, 7): the payroll area (payroll, finance and benefits
// admins, benefits specialists) reads; payroll admins act; justifications are written by payroll admins and
// benefits specialists. Writes are probed with invalid bodies (400) or missing ids (404).
import { only, PAYROLL_AREA, type MatrixRow } from "./types";

const ACT = ["payrollAdmin"] as const;
const JUSTIFY = ["payrollAdmin", "benefitsSpecialist"] as const;
const GTN = "gtn-202610-de-cycle1";
const read = (route: string, path: string): MatrixRow => ({
  route,
  method: "GET",
  path,
  expect: only(PAYROLL_AREA, 200),
});

export const rows: MatrixRow[] = [
  read("/api/gross-to-net", "/api/gross-to-net?payrollPeriod=202610"),
  read("/api/gross-to-net/[id]", `/api/gross-to-net/${GTN}`),
  {
    route: "/api/gross-to-net/[id]",
    method: "DELETE",
    path: "/api/gross-to-net/no-such-report",
    expect: only([...ACT], 404),
  },
  {
    route: "/api/gross-to-net/[id]/lsp-data",
    method: "PUT",
    path: "/api/gross-to-net/no-such-report/lsp-data",
    body: {},
    expect: only([...ACT], 400),
  },
  // Issue 27: versions of a pay report; reopen / cancel the reopen (payroll admins), the diff of two versions.
  read("/api/gross-to-net/[id]/versions", `/api/gross-to-net/${GTN}/versions`),
  {
    route: "/api/gross-to-net/[id]/versions",
    method: "POST",
    path: "/api/gross-to-net/no-such-report/versions",
    form: { note: "none" },
    expect: only([...ACT], 404),
  },
  {
    route: "/api/gross-to-net/[id]/reopen",
    method: "POST",
    path: "/api/gross-to-net/no-such-report/reopen",
    body: {},
    expect: only([...ACT], 400),
  },
  {
    route: "/api/gross-to-net/[id]/cancel-reopen",
    method: "POST",
    path: "/api/gross-to-net/no-such-report/cancel-reopen",
    body: {},
    expect: only([...ACT], 400),
  },
  // Version 1 without `against` has nothing to compare with: 400 naming the field, once authorised.
  {
    route: "/api/gross-to-net/[id]/diff",
    method: "GET",
    path: `/api/gross-to-net/${GTN}/diff`,
    expect: only(PAYROLL_AREA, 400),
  },
  {
    route: "/api/gross-to-net/complete",
    method: "POST",
    path: "/api/gross-to-net/complete",
    form: { source: "MANUAL" },
    expect: only([...ACT], 400),
  },
  {
    route: "/api/gross-to-net/manual-ingestion",
    method: "POST",
    path: "/api/gross-to-net/manual-ingestion",
    form: { source: "MANUAL" },
    expect: only([...ACT], 400),
  },
  read("/api/gross-to-net/view/manual", "/api/gross-to-net/view/manual?payrollPeriod=202610"),
  read(
    "/api/gross-to-net/view/detail",
    "/api/gross-to-net/view/detail?country=DE&lspId=euroemploy&payrollCycle=CYCLE_1&payrollPeriod=202610",
  ),
  {
    route: "/api/gross-to-net/bulk",
    method: "DELETE",
    path: "/api/gross-to-net/bulk",
    body: {},
    expect: only([...ACT], 400),
  },
  {
    route: "/api/gross-to-net/export",
    method: "GET",
    path: "/api/gross-to-net/export",
    expect: only(PAYROLL_AREA, 400),
  },
  read("/api/report/payroll/preview", `/api/report/payroll/preview?dataFrameIds=${GTN}`),
  read("/api/report/payroll/preview/[dataFrameId]", `/api/report/payroll/preview/${GTN}?pageSize=50`),
  read("/api/data-processing-errors", "/api/data-processing-errors?dataFrameIdsList=gtn-202610-fr-cycle3"),
  { route: "/api/approval", method: "POST", path: "/api/approval", body: {}, expect: only([...ACT], 400) },
  { route: "/api/approval/bulk", method: "POST", path: "/api/approval/bulk", body: {}, expect: only([...ACT], 400) },
  {
    route: "/api/approval-workflow",
    method: "POST",
    path: "/api/approval-workflow",
    body: {},
    expect: only([...ACT], 400),
  },
  {
    route: "/api/approval-workflow/bulk",
    method: "POST",
    path: "/api/approval-workflow/bulk",
    body: {},
    expect: only([...ACT], 400),
  },
  { route: "/api/publish/bulk", method: "POST", path: "/api/publish/bulk", body: {}, expect: only([...ACT], 400) },
  read("/api/workbook", "/api/workbook?pageSize=100"),
  { route: "/api/workbook", method: "POST", path: "/api/workbook", body: { name: "" }, expect: only([...ACT], 400) },
  read("/api/workbook/[id]", "/api/workbook/wb-2026-10"),
  read("/api/justification", `/api/justification?grossToNetId=${GTN}`),
  {
    route: "/api/justification",
    method: "POST",
    path: "/api/justification",
    body: {},
    expect: only([...JUSTIFY], 400),
  },
  read("/api/justification/by-gtn-ids", `/api/justification/by-gtn-ids?grossToNetIds=${GTN}`),
  {
    route: "/api/justification/[id]",
    method: "DELETE",
    path: "/api/justification/no-such-note",
    expect: only([...JUSTIFY], 404),
  },
];
