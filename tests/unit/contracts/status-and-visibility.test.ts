import { CONTRACT_TRANSITIONS } from "@/lib/contracts/transitions";
import { CONTRACT_STATUSES, SPEC_STATUS, fromSpecStatus } from "@/lib/contracts/statuses";
import { contractVisibility } from "@/lib/access/contract-visibility";

describe("[CONTRACTS] status table", () => {
  it("declares every status of spec 1 section 4 and round-trips the spec spelling", () => {
    expect(Object.keys(CONTRACT_TRANSITIONS).sort()).toEqual([...CONTRACT_STATUSES].sort());
    for (const s of CONTRACT_STATUSES) expect(fromSpecStatus(SPEC_STATUS[s])).toBe(s);
    expect(fromSpecStatus("signed:both-parties")).toBe("signed_both_parties");
    expect(fromSpecStatus("signed")).toBeNull();
  });
  it("follows review -> manager -> employee signature -> countersignature; archived is final", () => {
    expect(CONTRACT_TRANSITIONS.draft).toContain("pending_review");
    expect(CONTRACT_TRANSITIONS.pending_internal_review).toEqual(
      expect.arrayContaining(["pending_review", "approved"]),
    );
    expect(CONTRACT_TRANSITIONS.approved).toEqual(["signed_employee", "archived"]);
    expect(CONTRACT_TRANSITIONS.signed_employee).toEqual(["signed_both_parties", "archived"]);
    expect(CONTRACT_TRANSITIONS.signed_both_parties).toEqual(["archived"]);
    expect(CONTRACT_TRANSITIONS.archived).toEqual([]);
    expect(CONTRACT_TRANSITIONS.draft).not.toContain("signed_employee");
  });
});

describe("[CONTRACTS] visibility by role", () => {
  it("staff see every status", () => {
    for (const s of CONTRACT_STATUSES) expect(contractVisibility("staff", s, false).kind).toBe("show");
  });
  it("managers do not see draft or internal review, nor manager review before right to work", () => {
    expect(contractVisibility("manager", "draft", true).kind).toBe("notFound");
    expect(contractVisibility("manager", "pending_internal_review", true).kind).toBe("notFound");
    expect(contractVisibility("manager", "pending_review", false).kind).toBe("notFound");
    expect(contractVisibility("manager", "pending_review", true).kind).toBe("show");
    expect(contractVisibility("manager", "archived", true)).toEqual({
      kind: "message",
      message: expect.stringContaining("no longer exists"),
    });
  });
  it("employees see only sign, countersign and complete states; the right-to-work wait has its message", () => {
    expect(contractVisibility("employee", "approved", true).kind).toBe("show");
    expect(contractVisibility("employee", "signed_employee", true).kind).toBe("show");
    expect(contractVisibility("employee", "signed_both_parties", true).kind).toBe("show");
    expect(contractVisibility("employee", "draft", true).kind).toBe("notFound");
    expect(contractVisibility("employee", "review_done", true).kind).toBe("notFound");
    expect(contractVisibility("employee", "pending_review", false)).toEqual({
      kind: "message",
      message: "Contract is waiting for right to work verification.",
    });
  });
  it("other roles see only the last status", () => {
    expect(contractVisibility("other", "signed_both_parties", true).kind).toBe("show");
    expect(contractVisibility("other", "approved", true).kind).toBe("notFound");
    expect(contractVisibility("other", "archived", true).kind).toBe("notFound");
  });
});
