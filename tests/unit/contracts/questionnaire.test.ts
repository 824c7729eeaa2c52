import {
  dependentOptions,
  effectiveAnswers,
  isConditionMet,
  missingAttributes,
  parseDefinitions,
  validateAnswers,
  visibleEntries,
} from "@/lib/contracts/questionnaire";

const defs = parseDefinitions([
  { attribute: "hours", question_plain_text: "Hours", type: "number", required: true },
  { attribute: "title", question_plain_text: "Title", type: "text", required: true },
  { attribute: "start", question_plain_text: "Start", type: "date", required: false },
  {
    attribute: "region",
    question_plain_text: "Region",
    type: "select_list",
    required: true,
    options: [
      { value: "n", label: "North" },
      { value: "s", label: "South" },
    ],
  },
  {
    attribute: "office",
    question_plain_text: "Office",
    type: "dependent_list",
    required: true,
    dependent_attribute: "region",
    options: [
      { value: "hh", label: "Hamburg", key: "n" },
      { value: "mu", label: "Munich", key: "s" },
    ],
  },
  {
    attribute: "remote",
    question_plain_text: "Remote",
    type: "radio_button",
    required: false,
    options: [
      { value: "yes", label: "Yes" },
      { value: "no", label: "No" },
    ],
  },
  {
    attribute: "remoteDays",
    question_plain_text: "Remote days",
    type: "number",
    required: true,
    condition: { attribute: "remote", equals: "yes" },
  },
  { attribute: "nda", question_plain_text: "NDA", type: "checkbox", required: true, hint: "Please confirm the NDA" },
  { attribute: "rev", question_plain_text: "Revision", type: "text", hidden: true, default_value: "r1" },
]);

describe("[CONTRACTS] questionnaire", () => {
  it("shows conditional entries only when their condition holds; hidden entries never", () => {
    expect(visibleEntries(defs, {}).map((d) => d.attribute)).not.toContain("remoteDays");
    expect(visibleEntries(defs, { remote: "yes" }).map((d) => d.attribute)).toContain("remoteDays");
    expect(visibleEntries(defs, {}).map((d) => d.attribute)).not.toContain("rev");
    expect(isConditionMet(defs[6], { remote: "no" })).toBe(false);
  });
  it("offers a dependent list's options for the parent answer only", () => {
    expect(dependentOptions(defs[4], {})).toEqual([]);
    expect(dependentOptions(defs[4], { region: "s" }).map((o) => o.value)).toEqual(["mu"]);
  });
  it("validates each field type with the spec's messages", () => {
    const errors = validateAnswers(defs, {
      hours: "x" as unknown as number,
      region: "s",
      office: "hh",
      start: "2026-13-45",
      remote: "maybe",
      nda: false,
    });
    expect(errors).toEqual({
      hours: ["Please enter a valid number"],
      title: ["Please enter a value"],
      start: ["Please enter a valid date"],
      office: ["Please select value"],
      remote: ["Please select a valid option"],
      nda: ["Please confirm the NDA"],
    });
    expect(validateAnswers(defs, { hours: 40, title: "Eng", region: "n", office: "hh", nda: true })).toEqual({});
    expect(
      validateAnswers(defs, { remote: "yes", hours: 40, title: "Eng", region: "n", office: "hh", nda: true }),
    ).toEqual({ remoteDays: ["Please enter a number"] });
  });
  it("partial saves skip required checks; effective answers drop entries not in force and fill hidden defaults", () => {
    expect(validateAnswers(defs, {}, { partial: true })).toEqual({});
    expect(effectiveAnswers(defs, { remote: "no", remoteDays: 3, title: "Eng" })).toEqual({
      remote: "no",
      title: "Eng",
      rev: "r1",
    });
    expect(missingAttributes(defs, { title: "Eng" })).toEqual(["hours", "region", "office", "nda"]);
  });
});
