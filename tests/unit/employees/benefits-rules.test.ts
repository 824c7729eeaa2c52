// Benefits choice (spec 1 section 4): a country that requires benefits forces YES and refuses other choices.
import { choiceError, effectiveChoice } from "@/lib/benefits/rules";

describe("benefits forced-YES rule", () => {
  it("reads YES for a required country whatever was stored", () => {
    expect(effectiveChoice(true, "NO")).toBe("YES");
    expect(effectiveChoice(true, null)).toBe("YES");
    expect(effectiveChoice(false, "NO")).toBe("NO");
    expect(effectiveChoice(false, null)).toBeNull();
  });

  it("refuses NO and REMIND_LATER where benefits are required", () => {
    expect(choiceError(true, "NO", false)).toMatch(/required/);
    expect(choiceError(true, "REMIND_LATER", true)).toMatch(/required/);
    expect(choiceError(true, "YES", false)).toBeNull();
  });

  it("asks for consent before 'Remind me later'", () => {
    expect(choiceError(false, "REMIND_LATER", false)).toMatch(/confirm/);
    expect(choiceError(false, "REMIND_LATER", true)).toBeNull();
    expect(choiceError(false, "NO", false)).toBeNull();
  });
});
