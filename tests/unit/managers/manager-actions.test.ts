import { managerActionsOf } from "@/lib/account/managers/manager-actions";
import { testActor } from "../support/test-actor";

const actor = testActor;

describe("managerActionsOf", () => {
  const superManager = actor("co-1", ["manager", ["super-manager"]]);

  it("lets a super manager edit, invite and delete while another manager remains", () => {
    expect(managerActionsOf(superManager, { managerCount: 2 })).toEqual({ edit: true, delete: true, invite: true });
  });

  it("never deletes the company's last manager (spec 3 sections 5, 9)", () => {
    expect(managerActionsOf(superManager, { managerCount: 1 }).delete).toBe(false);
    expect(managerActionsOf(actor(null, "admin", "customer-success"), { managerCount: 1 }).delete).toBe(false);
  });

  it("lets a plain admin edit and invite but not delete; a CS admin delete too", () => {
    expect(managerActionsOf(actor(null, "admin"), { managerCount: 3 })).toEqual({
      edit: true,
      delete: false,
      invite: true,
    });
    expect(managerActionsOf(actor(null, "admin", "customer-success"), { managerCount: 3 }).delete).toBe(true);
  });

  it("gives a regular manager nothing", () => {
    expect(managerActionsOf(actor("co-1", ["manager", ["employees:*"]]), { managerCount: 5 })).toEqual({
      edit: false,
      delete: false,
      invite: false,
    });
  });
});
