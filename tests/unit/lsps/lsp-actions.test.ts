import { lspActionsOf } from "@/lib/lsps/lsp-actions";
import { testActor } from "../support/test-actor";

const actor = testActor;

describe("lspActionsOf", () => {
  it("lets an international-expansion admin manage and edit the LSP's users", () => {
    const a = lspActionsOf(actor(null, "admin", "international-expansion"));
    expect(a).toMatchObject({ readUsers: true, manageUsers: true, editUsers: true, readCutoffs: true });
  });

  it("lets a plain admin manage but not edit the LSP's users", () => {
    expect(lspActionsOf(actor(null, "admin"))).toMatchObject({ readUsers: true, manageUsers: true, editUsers: false });
  });

  it("gives an LSP user none of the LSP's admin actions", () => {
    expect(lspActionsOf(actor(null, "lsp"))).toEqual({
      edit: false,
      delete: false,
      readUsers: false,
      manageUsers: false,
      editUsers: false,
      readCutoffs: true,
      openLegalEntities: false,
      openPayrollProviders: false,
    });
  });

  it("answers every action as a boolean", () => {
    for (const v of Object.values(lspActionsOf(actor(null, "admin")))) expect(typeof v).toBe("boolean");
  });
});
