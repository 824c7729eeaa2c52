import { employeeListActionsOf } from "@/lib/employees/employee-list-actions";
import { testActor } from "../support/test-actor";

const actor = testActor;

describe("employeeListActionsOf", () => {
  it("gives a company's manager with employee scope the add button and the manager tabs", () => {
    expect(employeeListActionsOf(actor("co-1", ["manager", ["employees:*"]]))).toEqual({
      filterByCompany: false,
      addEmployee: true,
      managerTabs: true,
      readTerminations: true,
    });
  });

  it("gives a manager without a company none of the manager's actions", () => {
    expect(employeeListActionsOf(actor(null, ["manager", ["employees:*"]]))).toMatchObject({
      addEmployee: false,
      managerTabs: false,
      readTerminations: false,
    });
  });

  it("lets admins, LSP users and the sensitive-data viewers filter by company, without the manager's tabs", () => {
    for (const a of [
      actor(null, "admin"),
      actor(null, "lsp"),
      actor(null, "viewer:clients-sensitive-data"),
      actor(null, "viewer:product-sensitive-data"),
    ])
      expect(employeeListActionsOf(a)).toEqual({
        filterByCompany: true,
        addEmployee: false,
        managerTabs: false,
        readTerminations: false,
      });
  });

  it("gives an employee nothing", () => {
    expect(Object.values(employeeListActionsOf(actor("co-1", "employee")))).toEqual([false, false, false, false]);
  });
});
