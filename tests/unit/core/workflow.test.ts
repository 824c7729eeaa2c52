/** @jest-environment node */
import { defineWorkflow } from "@/lib/workflow";
import { diffForAudit } from "@/lib/audit";

const doors = defineWorkflow<"OPEN" | "CLOSED" | "LOCKED">({
  entityType: "Door",
  model: "door",
  transitions: { OPEN: ["CLOSED"], CLOSED: ["OPEN", "LOCKED"], LOCKED: ["CLOSED"] },
});

describe("workflow table", () => {
  it("allows only listed transitions", () => {
    expect(doors.canTransition("OPEN", "CLOSED")).toBe(true);
    expect(doors.canTransition("OPEN", "LOCKED")).toBe(false);
    expect(doors.canTransition("LOCKED", "LOCKED")).toBe(false);
  });

  it("offers a multi-selection only the transitions common to every status", () => {
    expect(doors.commonTargets(["CLOSED", "LOCKED"])).toEqual([]);
    expect(doors.commonTargets(["OPEN", "LOCKED"])).toEqual(["CLOSED"]);
    expect(doors.commonTargets(["CLOSED", "CLOSED"])).toEqual(["OPEN", "LOCKED"]);
    expect(doors.commonTargets([])).toEqual([]);
  });
});

describe("audit diff", () => {
  it("keeps changed fields only and masks secrets", () => {
    const diff = diffForAudit({ name: "A", iban: "DE00", same: 1 }, { name: "B", iban: "DE11", same: 1 });
    expect(diff).toEqual({ before: { name: "A", iban: "***" }, after: { name: "B", iban: "***" } });
  });

  it("records every field of a creation", () => {
    expect(diffForAudit(null, { name: "A", passwordHash: "x" })).toEqual({
      before: null,
      after: { name: "A", passwordHash: "***" },
    });
  });
});
