/** @jest-environment node */
// Spec 1 section 4 'States and transitions': the seat order form and seat status, contract statuses, employee
// onboarding status, onboarding progress, invitations, benefits and hire availability. The transition tables
// (lib/<domain>/workflow.ts, transitions.ts) are checked as data; lib/workflow.ts transition() is run against the
// database for the seat (allowed, refused, and history written); a few rules through the route handlers.
import * as seatRoute from "@/app/api/seats/[id]/route";
import * as companySeatsRoute from "@/app/api/seats/company/[companyId]/route";
import { getDb } from "@/lib/db";
import { transition } from "@/lib/workflow";
import { AppError } from "@/lib/errors";
import { seatSowWorkflow, seatStatusWorkflow, sowFromSpec, sowToSpec } from "@/lib/hiring/workflow";
import { SOW_STATUS_LABELS } from "@/lib/hiring/constants";
import { availableHireTypes } from "@/lib/hiring/availability";
import { contractWorkflow } from "@/lib/contracts/workflow";
import { CONTRACT_STATUSES, CONTRACT_MESSAGES, SPEC_STATUS } from "@/lib/contracts/statuses";
import { contractVisibility } from "@/lib/access/contract-visibility";
import { employeeStatusWorkflow } from "@/lib/employees/workflow";
import { roleFieldsLocked } from "@/lib/employees/edit-schema";
import { progressPercent, stepPercent, summarizeProgress } from "@/lib/onboarding/progress";
import { invitationStatusOf } from "@/lib/account/managers/service";
import { choiceError } from "@/lib/benefits/rules";
import { call, tokenFor } from "../integration/support/http";
import { createCompany } from "../factories/companies";
import { createSeat } from "../factories/seats";
import { createUser } from "../factories/users";
import { day } from "./support";

const db = getDb();

describe("[spec 1 §4] seat order form status", () => {
  it("[spec 1 §4] sow:awaiting-proposal ('Awaiting order form') -> sow:awaiting-acceptance ('View order form') -> sow:accepted ('Complete profile')", () => {
    expect(SOW_STATUS_LABELS).toEqual({
      "sow:awaiting-proposal": "Awaiting order form",
      "sow:awaiting-acceptance": "View order form",
      "sow:accepted": "Complete profile",
    });
    expect(
      seatSowWorkflow.canTransition(sowFromSpec("sow:awaiting-proposal"), sowFromSpec("sow:awaiting-acceptance")),
    ).toBe(true);
    expect(seatSowWorkflow.canTransition(sowFromSpec("sow:awaiting-acceptance"), sowFromSpec("sow:accepted"))).toBe(
      true,
    );
    expect(sowToSpec(sowFromSpec("sow:accepted"))).toBe("sow:accepted");
  });

  it("[spec 1 §4] an admin's 'Order form already signed' accepts straight from awaiting-proposal", () => {
    expect(seatSowWorkflow.canTransition("sow_awaiting_proposal", "sow_accepted")).toBe(true);
  });

  it("[spec 1 §4] a new upload while awaiting acceptance keeps awaiting-acceptance", () => {
    expect(seatSowWorkflow.canTransition("sow_awaiting_acceptance", "sow_awaiting_acceptance")).toBe(true);
  });

  it("[spec 1 §4] nothing leaves sow:accepted (the 'Order form accepted' action is hidden once accepted)", () => {
    expect(seatSowWorkflow.targetsFrom("sow_accepted")).toEqual([]);
    expect(seatSowWorkflow.canTransition("sow_awaiting_acceptance", "sow_awaiting_proposal")).toBe(false);
  });

  it("[spec 1 §4] transition() applies an allowed change with its history and refuses a forbidden one (422)", async () => {
    const seat = await createSeat(db, { sowStatus: "sow_awaiting_acceptance" });
    await db.$transaction((tx) =>
      transition(tx, seatSowWorkflow, {
        id: seat.id,
        from: "sow_awaiting_acceptance",
        to: "sow_accepted",
        version: seat.version,
        actor: null,
      }),
    );
    const after = await db.seat.findUniqueOrThrow({ where: { id: seat.id } });
    expect(after.sowStatus).toBe("sow_accepted");
    expect(after.version).toBe(seat.version + 1);
    const history = await db.statusHistory.findMany({ where: { entityType: "Seat", entityId: seat.id } });
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([["sow_awaiting_acceptance", "sow_accepted"]]);

    const refused = await db
      .$transaction((tx) =>
        transition(tx, seatSowWorkflow, {
          id: seat.id,
          from: "sow_accepted",
          to: "sow_awaiting_proposal",
          actor: null,
        }),
      )
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(422);
    expect((await db.seat.findUniqueOrThrow({ where: { id: seat.id } })).sowStatus).toBe("sow_accepted");

    // Someone else got there first: the version read is stale -> 409.
    const stale = await db
      .$transaction((tx) =>
        transition(tx, seatStatusWorkflow, {
          id: seat.id,
          from: "pending",
          to: "archived",
          version: seat.version,
          actor: null,
        }),
      )
      .catch((e: unknown) => e);
    expect((stale as AppError).status).toBe(409);
  });

  it("[spec 1 §4] seat status: pending -> archived (Archive, Change Country), no way back", () => {
    expect(seatStatusWorkflow.targetsFrom("pending")).toEqual(["archived"]);
    expect(seatStatusWorkflow.targetsFrom("archived")).toEqual([]);
  });

  it("[spec 1 §4] archived seats are hidden from the pending list", async () => {
    const company = await createCompany(db);
    const kept = await createSeat(db, { companyId: company.id });
    await createSeat(db, { companyId: company.id, seatStatus: "archived" });
    const admin = await createUser(db, { roles: ["admin"] });
    const res = await call<{ items: { id: string }[] }>(companySeatsRoute.GET, {
      path: `/api/seats/company/${company.id}`,
      params: { companyId: company.id },
      token: await tokenFor(admin.user.id),
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((s) => s.id)).toEqual([kept.id]);
  });

  it("[spec 1 §5] a signature text matching 'unknown user' or 'not found' counts as unsigned", async () => {
    const admin = await createUser(db, { roles: ["admin"] });
    const token = await tokenFor(admin.user.id);
    const signature = async (sowSignedBy: string) => {
      const seat = await createSeat(db, { sowStatus: "sow_accepted", sowSignatureDate: new Date(), sowSignedBy });
      const res = await call<{ data: { sowSignature: { signedBy: string } | null } }>(seatRoute.GET, {
        path: `/api/seats/${seat.id}`,
        params: { id: seat.id },
        token,
      });
      expect(res.status).toBe(200);
      return res.body.data.sowSignature;
    };
    expect(await signature("Unknown User")).toBeNull();
    expect(await signature("Signer not found")).toBeNull();
    expect(await signature("Ada Lovelace")).toMatchObject({ signedBy: "Ada Lovelace" });
  });
});

describe("[spec 1 §4] add hire availability", () => {
  const base = {
    enabledProducts: ["EOR", "CONTRACTOR"],
    hasOverdueInvoices: false,
    addContractorHireFlag: true,
    isInternalCompany: false,
  };

  it("[spec 1 §4] employee is unavailable without the EOR product or when invoices are overdue", () => {
    expect(availableHireTypes(base).available.employee).toBe(true);
    expect(availableHireTypes({ ...base, enabledProducts: ["CONTRACTOR"] }).available.employee).toBe(false);
    expect(availableHireTypes({ ...base, hasOverdueInvoices: true }).available.employee).toBe(false);
  });

  it("[spec 1 §4] contractor is unavailable when the flag is off or the product is absent", () => {
    expect(availableHireTypes(base).available.contractor).toBe(true);
    expect(availableHireTypes({ ...base, addContractorHireFlag: false }).available.contractor).toBe(false);
    expect(availableHireTypes({ ...base, enabledProducts: ["EOR"] }).available.contractor).toBe(false);
  });

  it("[spec 1 §4] peo is unavailable for the internal company", () => {
    expect(availableHireTypes(base).available.peo).toBe(true);
    expect(availableHireTypes({ ...base, isInternalCompany: true }).available.peo).toBe(false);
  });

  it("[spec 1 §4] with only one available product the matching type is preselected", () => {
    expect(availableHireTypes({ ...base, enabledProducts: ["EOR"] }).preselected).toBe("employee");
    expect(availableHireTypes(base).preselected).toBeNull();
  });
});

describe("[spec 1 §4] contract document statuses", () => {
  const can = (from: string, to: string) =>
    contractWorkflow.canTransition(
      from as (typeof CONTRACT_STATUSES)[number],
      to as (typeof CONTRACT_STATUSES)[number],
    );

  it("[spec 1 §4] the statuses are archived, pending-review, review-done, draft, pending-internal-review, approved, signed:employee, signed:both-parties", () => {
    expect(CONTRACT_STATUSES.map((s) => SPEC_STATUS[s]).sort()).toEqual(
      [
        "archived",
        "pending-review",
        "review-done",
        "draft",
        "pending-internal-review",
        "approved",
        "signed:employee",
        "signed:both-parties",
      ].sort(),
    );
  });

  it("[spec 1 §4] 'Send To Manager' moves review-and-send to manager review", () => {
    expect(can("draft", "pending_review")).toBe(true);
  });

  it("[spec 1 §4] 'Send to employee' moves manager review to the employee-sign state", () => {
    expect(can("pending_review", "approved")).toBe(true);
    expect(can("review_done", "approved")).toBe(true);
  });

  it("[spec 1 §4] the employee's signature moves employee-sign to countersign, the employer's countersign to complete", () => {
    expect(can("approved", "signed_employee")).toBe(true);
    expect(can("signed_employee", "signed_both_parties")).toBe(true);
    expect(can("approved", "signed_both_parties")).toBe(false);
    expect(can("draft", "signed_employee")).toBe(false);
  });

  it("[spec 1 §4] 'Complete internal review' moves internal review to employee-sign", () => {
    expect(can("pending_internal_review", "approved")).toBe(true);
  });

  it("[spec 1 §4] archive is possible from every status not already archived; nothing leaves archived", () => {
    for (const status of CONTRACT_STATUSES.filter((s) => s !== "archived")) expect(can(status, "archived")).toBe(true);
    expect(contractWorkflow.targetsFrom("archived")).toEqual([]);
  });

  it("[spec 1 §4] a signed contract cannot go back to review", () => {
    expect(can("signed_both_parties", "pending_review")).toBe(false);
    expect(can("signed_employee", "approved")).toBe(false);
  });

  it("[spec 1 §4] while a contract has no document the page says 'We are generating your custom and locally compliant employment contract'", () => {
    expect(CONTRACT_MESSAGES.generating).toBe(
      "We are generating your custom and locally compliant employment contract",
    );
  });

  it("[spec 1 §4] visibility: staff see every status; managers not review-and-send nor review without right to work", () => {
    for (const status of CONTRACT_STATUSES)
      expect(contractVisibility("staff", status, false)).toEqual({ kind: "show" });
    expect(contractVisibility("manager", "draft", true)).toEqual({ kind: "notFound" });
    expect(contractVisibility("manager", "pending_review", false)).toEqual({ kind: "notFound" });
    expect(contractVisibility("manager", "pending_review", true)).toEqual({ kind: "show" });
  });

  it("[spec 1 §4] visibility: employees see only sign, countersign and complete; others only the last status", () => {
    expect(contractVisibility("employee", "approved", true)).toEqual({ kind: "show" });
    expect(contractVisibility("employee", "signed_employee", true)).toEqual({ kind: "show" });
    expect(contractVisibility("employee", "signed_both_parties", true)).toEqual({ kind: "show" });
    expect(contractVisibility("employee", "draft", true)).toEqual({ kind: "notFound" });
    expect(contractVisibility("other", "approved", true)).toEqual({ kind: "notFound" });
    expect(contractVisibility("other", "signed_both_parties", true)).toEqual({ kind: "show" });
  });

  it("[spec 1 §4] an employee in the review state without right to work sees 'Contract is waiting for right to work verification.'", () => {
    expect(contractVisibility("employee", "pending_review", false)).toEqual({
      kind: "message",
      message: "Contract is waiting for right to work verification.",
    });
  });

  it("[spec 1 §4] archived contract links tell managers and employees that the link no longer exists", () => {
    for (const viewer of ["manager", "employee"] as const)
      expect(contractVisibility(viewer, "archived", true)).toEqual({
        kind: "message",
        message: CONTRACT_MESSAGES.archivedLink,
      });
  });
});

describe("[spec 1 §4] employee onboarding", () => {
  it("[spec 1 §4] onboarding status In progress -> Active -> Inactive; Inactive is final", () => {
    expect(employeeStatusWorkflow.canTransition("IN_PROGRESS", "ACTIVE")).toBe(true);
    expect(employeeStatusWorkflow.canTransition("ACTIVE", "INACTIVE")).toBe(true);
    expect(employeeStatusWorkflow.canTransition("ACTIVE", "IN_PROGRESS")).toBe(false);
    expect(employeeStatusWorkflow.targetsFrom("INACTIVE")).toEqual([]);
  });

  it("[spec 1 §4] role fields are locked when Active or Inactive and the start date has passed", () => {
    expect(roleFieldsLocked({ onboardingStatus: "ACTIVE", startDate: day(-1) })).toBe(true);
    expect(roleFieldsLocked({ onboardingStatus: "INACTIVE", startDate: day(-30) })).toBe(true);
    expect(roleFieldsLocked({ onboardingStatus: "ACTIVE", startDate: day(5) })).toBe(false);
    expect(roleFieldsLocked({ onboardingStatus: "IN_PROGRESS", startDate: day(-30) })).toBe(false);
  });

  it("[spec 1 §4] progress percent is floor(current/total*100), capped at 100", () => {
    expect(progressPercent(1, 9)).toBe(11);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(9, 9)).toBe(100);
    expect(progressPercent(10, 9)).toBe(100);
    expect(progressPercent(0, 9)).toBe(0);
  });

  it("[spec 1 §4] the welcome profile progress is completed steps over all steps, rounded", () => {
    expect(stepPercent(2, 3)).toBe(67);
    expect(stepPercent(1, 3)).toBe(33);
    expect(stepPercent(3, 3)).toBe(100);
  });

  it("[spec 1 §4] a stage is complete when all its steps are; the first incomplete stage is in progress", () => {
    const stages = [
      { id: "s1", name: "T&C and Proposal signed", steps: [{ id: "a", name: "A" }] },
      {
        id: "s2",
        name: "Next steps and client KYB",
        steps: [
          { id: "b", name: "B" },
          { id: "c", name: "C" },
        ],
      },
    ];
    const summary = summarizeProgress(stages, ["a", "b"]);
    expect(summary.completedStages).toBe(1);
    expect(summary.latestInProgressStageId).toBe("s2");
    expect(summary.percent).toBe(50);
    expect(summarizeProgress(stages, ["a", "b", "c"]).allComplete).toBe(true);
  });

  it("[spec 1 §4] platform invitation: none -> SENT; ACCEPTED once the privacy policy is seen", () => {
    expect(invitationStatusOf({ seenPrivacyPolicy: false, sentInvitationAt: null })).toBeNull();
    expect(invitationStatusOf({ seenPrivacyPolicy: false, sentInvitationAt: new Date() })).toBe("SENT");
    expect(invitationStatusOf({ seenPrivacyPolicy: true, sentInvitationAt: new Date() })).toBe("ACCEPTED");
  });
});

describe("[spec 1 §4] benefits choice", () => {
  it("[spec 1 §4] the choice is YES, NO or REMIND_LATER per country", () => {
    expect(choiceError(false, "YES", false)).toBeNull();
    expect(choiceError(false, "NO", false)).toBeNull();
    expect(choiceError(false, "REMIND_LATER", true)).toBeNull();
  });

  it("[spec 1 §4] if the country requires benefits, YES is forced and no other choice is accepted", () => {
    expect(choiceError(true, "YES", false)).toBeNull();
    expect(choiceError(true, "NO", false)).not.toBeNull();
    expect(choiceError(true, "REMIND_LATER", true)).not.toBeNull();
  });
});
