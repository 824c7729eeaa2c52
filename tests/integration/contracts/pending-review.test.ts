/** @jest-environment node */
// Spec 3 section 4: the contract-pending messages. complete-information with gaps answers the hash the viewer
// shows; the multidoc variant when the answers feed more than one unsigned contract document.
import * as contractsRoute from "@/app/api/contracts/route";
import { getDb } from "@/lib/db";
import { getBoss } from "@/lib/jobs/queue";
import { CONTRACT_MESSAGES, pendingReviewMessage } from "@/lib/contracts/statuses";
import { call } from "../support/http";
import { contractWorld } from "./support";

const db = getDb();
type Saved = { contractId: string; missing: string[]; pendingReview: string | null; message: string | null };

afterAll(async () => {
  await (await getBoss()).stop({ graceful: false }).catch(() => {});
});

describe("[CONTRACTS] contract-pending messages", () => {
  it("a manager completing a contract with gaps gets success-pending-review, then the multidoc variant", async () => {
    const world = await contractWorld(db);
    const save = (answers: Record<string, unknown>, token = world.tokens.manager) =>
      call<Saved>(contractsRoute.PATCH, {
        method: "PATCH",
        path: "/api/contracts",
        token,
        json: { employeeId: world.employee.id, mode: "complete-information", answers },
      });
    const first = await save({ jobTitle: "Staff Engineer" });
    expect(first.status).toBe(200);
    expect(first.body.missing).toContain("annualBaseSalary");
    expect(first.body.pendingReview).toBe("success-pending-review");
    expect(first.body.message).toBe(CONTRACT_MESSAGES.successPendingReview);

    // A second unsigned document of the same employee (an earlier version still in review).
    await db.contract.create({
      data: { employeeId: world.employee.id, documentId: `doc-${crypto.randomUUID()}`, status: "pending_review" },
    });
    const second = await save({ jobTitle: "Principal Engineer" });
    expect(second.body.pendingReview).toBe("multidoc-success-pending-review");
    expect(second.body.message).toBe(CONTRACT_MESSAGES.multidocSuccessPendingReview);

    const complete = await save(
      {
        startDate: "2026-12-01",
        annualBaseSalary: 90000,
        region: "south",
        office: "munich",
        noticePeriod: "3m",
        confidentiality: true,
      },
      world.tokens.cs,
    );
    expect(complete.body.missing).toEqual([]);
    expect(complete.body.pendingReview).toBeNull();
  });

  it("the viewer maps each hash to its message and ignores others", () => {
    expect(pendingReviewMessage("#success-pending-review")).toBe(CONTRACT_MESSAGES.successPendingReview);
    expect(pendingReviewMessage("#multidoc-success-pending-review")).toBe(
      CONTRACT_MESSAGES.multidocSuccessPendingReview,
    );
    expect(pendingReviewMessage("#details")).toBeNull();
  });
});
