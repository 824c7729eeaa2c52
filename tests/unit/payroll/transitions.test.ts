/** @jest-environment node */
import { PAY_REPORT_STATUSES, type PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { callFor, commonUserTargets, PAY_REPORT_TRANSITIONS, userTargets } from "@/lib/payroll/transitions";
import { payReportWorkflow } from "@/lib/payroll/workflow";

const ALLOWED: [PayReportStatusValue, PayReportStatusValue][] = [
  ["DRAFT", "INGESTED"],
  ["DRAFT", "ERROR"],
  ["INGESTED", "TAXONOMIZED"],
  ["INGESTED", "ERROR"],
  ["TAXONOMIZED", "ENRICHED"],
  ["TAXONOMIZED", "ERROR"],
  ["ENRICHED", "TRANSFORMED"],
  ["ENRICHED", "ERROR"],
  ["TRANSFORMED", "DUPLICATES_CHECKED"],
  ["TRANSFORMED", "ERROR"],
  ["DUPLICATES_CHECKED", "APPROVED"],
  ["DUPLICATES_CHECKED", "PUBLISHED"],
  ["APPROVED", "COPIED"],
  ["COPIED", "PRE_APPROVAL_QUERY"],
  ["COPIED", "SPECIALIST_APPROVED"],
  ["PRE_APPROVAL_QUERY", "SPECIALIST_APPROVED"],
  ["SPECIALIST_APPROVED", "PRE_PUBLISH_QUERY"],
  ["SPECIALIST_APPROVED", "PUBLISHED"],
  ["PRE_PUBLISH_QUERY", "PUBLISHED"],
];
const USER_ALLOWED = new Set([
  "DUPLICATES_CHECKED>APPROVED",
  "DUPLICATES_CHECKED>PUBLISHED",
  "COPIED>PRE_APPROVAL_QUERY",
  "COPIED>SPECIALIST_APPROVED",
  "PRE_APPROVAL_QUERY>SPECIALIST_APPROVED",
  "SPECIALIST_APPROVED>PRE_PUBLISH_QUERY",
  "SPECIALIST_APPROVED>PUBLISHED",
  "PRE_PUBLISH_QUERY>PUBLISHED",
]);
const allowed = new Set(ALLOWED.map(([a, b]) => `${a}>${b}`));

describe("[PAYROLL] pay report transition table", () => {
  const pairs = PAY_REPORT_STATUSES.flatMap((from) => PAY_REPORT_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)("%s -> %s is allowed only when the spec says so", (from, to) => {
    const key = `${from}>${to}`;
    expect(payReportWorkflow.canTransition(from, to)).toBe(allowed.has(key));
    expect(userTargets(from, "list").includes(to)).toBe(USER_ALLOWED.has(key));
  });

  it("APPROVED offers users nothing (only Refresh); PUBLISHED, ERROR and DISCARDED are final", () => {
    expect(userTargets("APPROVED")).toEqual([]);
    for (const s of ["PUBLISHED", "ERROR", "DISCARDED"] as const) expect(PAY_REPORT_TRANSITIONS[s]).toEqual([]);
  });

  it("the bill detail view offers only Start Verification from DUPLICATES_CHECKED; the list view also Publish", () => {
    expect(userTargets("DUPLICATES_CHECKED", "detail")).toEqual(["APPROVED"]);
    expect(userTargets("DUPLICATES_CHECKED", "list")).toEqual(["APPROVED", "PUBLISHED"]);
  });

  it.each<[PayReportStatusValue[], PayReportStatusValue[]]>([
    [[], []],
    [["COPIED"], ["PRE_APPROVAL_QUERY", "SPECIALIST_APPROVED"]],
    [["COPIED", "PRE_APPROVAL_QUERY"], ["SPECIALIST_APPROVED"]],
    [["SPECIALIST_APPROVED", "PRE_PUBLISH_QUERY"], ["PUBLISHED"]],
    [["DUPLICATES_CHECKED", "SPECIALIST_APPROVED"], ["PUBLISHED"]],
    [["DUPLICATES_CHECKED", "COPIED"], []],
    [
      ["COPIED", "COPIED", "COPIED"],
      ["PRE_APPROVAL_QUERY", "SPECIALIST_APPROVED"],
    ],
    [["APPROVED", "COPIED"], []],
    [["PUBLISHED", "PRE_PUBLISH_QUERY"], []],
  ])("bulk: %j offers %j", (froms, expected) => {
    expect(commonUserTargets(froms)).toEqual(expected);
    // Same answer as the workflow's own commonTargets, minus the system targets.
    expect(payReportWorkflow.commonTargets([...new Set(froms)]).filter((t) => expected.includes(t))).toEqual(expected);
  });

  it("each target uses its call", () => {
    expect(callFor("APPROVED")).toBe("approval");
    expect(callFor("PUBLISHED")).toBe("publish");
    expect(callFor("SPECIALIST_APPROVED")).toBe("approval-workflow");
  });
});
