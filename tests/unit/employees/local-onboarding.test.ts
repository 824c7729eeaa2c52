// [EMPLOYEES] The admins' Local onboarding card rows (spec 1 section 6) from the free localOnboardingDetails JSON.
import { humanizeKey, localOnboardingItems } from "@/lib/employees/local-onboarding";

describe("localOnboardingItems", () => {
  it("turns an object into labelled rows by label, with readable values", () => {
    expect(localOnboardingItems({ taxOffice: "Berlin Tax Office", taxClass: "1", churchTax: true, note: "" })).toEqual([
      { label: "Church tax", value: "Yes" },
      { label: "Note", value: null },
      { label: "Tax class", value: "1" },
      { label: "Tax office", value: "Berlin Tax Office" },
    ]);
  });

  it("keeps a list of name/value pairs in its order and ignores anything else", () => {
    expect(
      localOnboardingItems([{ name: "Tax ID", value: 12345 }, { name: "Registered", value: false }, "stray", null]),
    ).toEqual([
      { label: "Tax ID", value: "12345" },
      { label: "Registered", value: "No" },
    ]);
    expect(localOnboardingItems(null)).toEqual([]);
    expect(localOnboardingItems("text")).toEqual([]);
  });

  it("shows nested values as JSON rather than [object Object]", () => {
    expect(localOnboardingItems({ office: { city: "Berlin" } })).toEqual([
      { label: "Office", value: '{"city":"Berlin"}' },
    ]);
  });

  it("humanizes camelCase, snake_case and kebab-case keys", () => {
    expect(humanizeKey("socialSecurityOffice")).toBe("Social security office");
    expect(humanizeKey("health_insurance")).toBe("Health insurance");
    expect(humanizeKey("tax-id")).toBe("Tax id");
  });
});
