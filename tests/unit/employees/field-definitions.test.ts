// Field definitions drive the detail cards per role (spec 1 section 6).
import { FIELD_DEFINITIONS, viewerKinds, visibleFields } from "@/lib/employees/field-definitions";
import { EDITABLE_BY } from "@/lib/employees/edit-schema";
import { maskValue } from "@/lib/employees/field-values";

const names = (fields: { name: string }[]) => fields.map((f) => f.name);
const NO_FLAGS = { isAdmin: false, isBenefitsSpecialist: false, isManager: false, isEmployee: false, isLSP: false };

describe("employee field definitions", () => {
  it("an LSP user sees the annual base salary redacted and no bank, payroll or admin fields", () => {
    const fields = visibleFields(["lsp"], []);
    expect(fields.find((f) => f.name === "annualBaseSalary")).toMatchObject({ redacted: true, editable: false });
    expect(names(fields)).not.toEqual(expect.arrayContaining(["iban"]));
    expect(fields.some((f) => f.card === "bank" || f.card === "payroll" || f.card === "admin")).toBe(false);
  });

  it("a manager sees the salary unredacted, edits hire fields, and reads the bank card masked, never editable", () => {
    const fields = visibleFields(["manager"], ["manager"]);
    expect(fields.find((f) => f.name === "annualBaseSalary")).toMatchObject({ redacted: false, editable: true });
    expect(fields.find((f) => f.name === "jobTitle")?.editable).toBe(true);
    const bank = fields.filter((f) => f.card === "bank");
    expect(names(bank)).toEqual(["iban", "accountNumber", "bicSwift"]);
    expect(bank.map((f) => [f.name, f.masked, f.editable])).toEqual([
      ["iban", true, false],
      ["accountNumber", true, false],
      ["bicSwift", false, false],
    ]);
    expect(names(fields)).not.toContain("adminNotes");
  });

  it("a manager who is also the employee reads their own bank details whole", () => {
    expect(visibleFields(["manager", "employee"], ["employee"]).find((f) => f.name === "iban")?.masked).toBe(false);
    expect(maskValue("DE89 3704 0044 0532 0130 00")).toBe("•••• 3000");
    expect(maskValue("123")).toBe("••••");
    expect(maskValue(null)).toBeNull();
  });

  it("an employee edits their own bank details but not their job title", () => {
    const viewers = viewerKinds({ ...NO_FLAGS, isEmployee: true }, true);
    const fields = visibleFields(viewers, ["employee"]);
    expect(fields.find((f) => f.name === "iban")?.editable).toBe(true);
    expect(fields.find((f) => f.name === "jobTitle")?.editable).toBe(false);
    expect(viewerKinds({ ...NO_FLAGS, isEmployee: true }, false)).toEqual([]);
  });

  it("admins see every card; roles with no viewer kind see none; never-editable fields have no edit field", () => {
    expect(visibleFields(["admin"], ["admin"]).map((f) => f.card)).toEqual(
      expect.arrayContaining(["payroll", "admin", "bank"]),
    );
    expect(visibleFields(viewerKinds(NO_FLAGS, false), [])).toEqual([]);
    for (const name of ["personalEmail", "externalId"])
      expect(FIELD_DEFINITIONS.find((f) => f.name === name)?.editField).toBeUndefined();
    for (const f of FIELD_DEFINITIONS) if (f.editField) expect(EDITABLE_BY[f.editField]).toBeDefined();
  });

  it("a sensitive-data viewer sees no card (spec 1 section 6)", () => {
    expect(visibleFields(viewerKinds({ ...NO_FLAGS, isViewer: true }, false), [])).toEqual([]);
  });

  it("with the read-only setting a viewer reads the sensitive cards unredacted, edits nothing, no payroll or admin card", () => {
    const viewers = viewerKinds({ ...NO_FLAGS, isViewer: true }, false);
    expect(viewers).toEqual(["viewer"]);
    const fields = visibleFields(viewers, [], { viewerCards: true });
    expect([...new Set(fields.map((f) => f.card))]).toEqual(["personal", "contact", "role", "employment", "bank"]);
    for (const name of ["annualBaseSalary", "socialInsuranceNumber", "iban", "personalEmail"])
      expect(fields.find((f) => f.name === name)).toMatchObject({ redacted: false, editable: false });
    expect(names(fields)).not.toEqual(expect.arrayContaining(["adminNotes"]));
    expect(names(fields)).not.toEqual(expect.arrayContaining(["legalEntity"]));
    expect(fields.some((f) => f.editable)).toBe(false);
  });
});
