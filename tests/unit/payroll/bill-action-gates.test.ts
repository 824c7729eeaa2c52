// The LSP bill's bulk buttons say why they are disabled (lib/payroll/workbook-actions.ts billActionGates): nothing
// uploaded, still processing, failed, or files in statuses the button does not act on; hidden (not allowed) when the
// policy refuses the viewer.
import { billActionGates, type AllowedBillActions } from "@/lib/payroll/workbook-actions";

const all: AllowedBillActions = { transition: true, remove: true, lspData: true, justify: true, exportCsv: true };

describe("[PAYROLL] bill bulk button reasons", () => {
  it("an unprocessed file: the status buttons wait for processing and say so; it can still be deleted", () => {
    const g = billActionGates(all, ["INGESTED"]);
    expect(g.deleteAll).toEqual({ allowed: true, reason: null });
    for (const b of ["startVerification", "approveAll", "publishAll"] as const) {
      expect(g[b].allowed).toBe(true);
      expect(g[b].reason).toBe("Available once the file is processed (now: Processing); the list refreshes by itself.");
    }
  });

  it("ready files: Start Verification, Delete and Export enabled; Approve and Publish say which statuses they need", () => {
    const g = billActionGates(all, ["DUPLICATES_CHECKED", "DUPLICATES_CHECKED", "ERROR"]);
    expect(g.startVerification.reason).toBeNull();
    expect(g.deleteAll.reason).toBeNull();
    expect(g.exportAll.reason).toBeNull();
    expect(g.approveAll.reason).toBe(
      "Available when every file is Verification in Progress or Pre-approval query (now: Ready for Verification ×2).",
    );
    expect(g.publishAll.reason).toBe(
      "Available when every file is Approved or Pre-publish query (now: Ready for Verification ×2).",
    );
  });

  it("published files cannot be deleted; failed-only and empty bills say what to do", () => {
    expect(billActionGates(all, ["PUBLISHED"]).deleteAll.reason).toBe(
      "Reports in verification or published cannot be deleted (now: Published).",
    );
    expect(billActionGates(all, ["ERROR"]).exportAll.reason).toBe(
      "The file failed processing: read its errors, correct the file and upload it again.",
    );
    expect(billActionGates(all, []).startVerification.reason).toBe(
      "Available once a pay report is uploaded for this bill.",
    );
  });

  it("the policy hides what the viewer may not do", () => {
    const g = billActionGates({ ...all, transition: false, remove: false }, ["DUPLICATES_CHECKED"]);
    expect(g.startVerification).toEqual({ allowed: false, reason: null });
    expect(g.deleteAll.allowed).toBe(false);
  });
});
