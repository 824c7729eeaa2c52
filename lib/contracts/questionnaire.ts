// Contract questionnaire logic (spec 1 sections 3, 5): entry definitions, conditions, dependent lists, hidden
// entries and the spec's validation messages. Pure and importable by the client: the edit form and the
// server validate answers with the same functions.
import { z } from "zod";

export const FIELD_TYPES = [
  "number",
  "text",
  "select_list",
  "dependent_list",
  "date",
  "radio_button",
  "checkbox",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export type Answer = string | number | boolean | null;
export type Answers = Record<string, Answer>;

const ZOption = z.object({ value: z.string(), label: z.string(), key: z.string().optional() });
/** A condition: show the entry only when another answer equals (or is one of) a value. */
const ZCondition = z.object({
  attribute: z.string(),
  equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
  oneOf: z.array(z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export const ZEntryDefinition = z.object({
  attribute: z.string().min(1),
  question_plain_text: z.string(),
  type: z.enum(FIELD_TYPES),
  required: z.boolean().default(false),
  hint: z.string().nullish(),
  options: z.array(ZOption).nullish(),
  default_value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  condition: ZCondition.nullish(),
  party_id: z.enum(["ClientManager", "CustomerSuccess"]).default("ClientManager"),
  /** dependent_list: the attribute whose answer selects this list's options (option.key = that answer). */
  dependent_attribute: z.string().nullish(),
  list_name: z.string().nullish(),
  hidden: z.boolean().nullish(),
  section: z.string().nullish(),
});
export type EntryDefinition = z.infer<typeof ZEntryDefinition>;

export function parseDefinitions(questions: unknown): EntryDefinition[] {
  return z.array(ZEntryDefinition).parse(questions);
}

export function isConditionMet(entry: EntryDefinition, answers: Answers): boolean {
  const c = entry.condition;
  if (!c) return true;
  const value = answers[c.attribute];
  if (c.oneOf) return c.oneOf.some((v) => String(v) === String(value));
  if (c.equals !== undefined) return String(c.equals) === String(value);
  return value !== undefined && value !== null && value !== "" && value !== false;
}

/** Options of a dependent list for the current answer of its parent (none until the parent is answered). */
export function dependentOptions(entry: EntryDefinition, answers: Answers) {
  if (entry.type !== "dependent_list" || !entry.dependent_attribute) return entry.options ?? [];
  const parent = answers[entry.dependent_attribute];
  if (parent === undefined || parent === null || parent === "") return [];
  return (entry.options ?? []).filter((o) => o.key === String(parent));
}

/** The entries a party answers and sees: admins and customer success both parties, managers ClientManager. */
export function entriesFor(definitions: EntryDefinition[], parties: "all" | "ClientManager") {
  return definitions.filter((d) => parties === "all" || d.party_id === "ClientManager");
}

/** Entries shown on the form now: not hidden and with their condition met. */
export function visibleEntries(definitions: EntryDefinition[], answers: Answers) {
  return definitions.filter((d) => !d.hidden && isConditionMet(d, answers));
}

const empty = (v: Answer | undefined) => v === undefined || v === null || v === "";

function checkEntry(entry: EntryDefinition, value: Answer | undefined, answers: Answers): string | null {
  switch (entry.type) {
    case "number":
      if (empty(value)) return entry.required ? "Please enter a number" : null;
      return Number.isFinite(typeof value === "number" ? value : Number(value)) && typeof value !== "boolean"
        ? null
        : "Please enter a valid number";
    case "text":
      if (empty(value)) return entry.required ? "Please enter a value" : null;
      return typeof value === "string" ? null : "Please enter a value";
    case "select_list":
    case "dependent_list": {
      if (empty(value)) return entry.required ? "Please select value" : null;
      const options = entry.type === "dependent_list" ? dependentOptions(entry, answers) : (entry.options ?? []);
      return options.some((o) => o.value === String(value)) ? null : "Please select value";
    }
    case "date":
      if (empty(value)) return entry.required ? "Please enter a date" : null;
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : "Please enter a valid date";
    case "radio_button":
      if (empty(value)) return entry.required ? "Please select a value" : null;
      return (entry.options ?? []).some((o) => o.value === String(value)) ? null : "Please select a valid option";
    case "checkbox":
      if (typeof value !== "boolean" && !empty(value)) return "Please check the box";
      return entry.required && value !== true ? (entry.hint ?? "Please check the box") : null;
  }
}

/**
 * Field errors of `answers` against the definitions (only entries in force: hidden entries take their
 * default, entries whose condition fails are skipped). `partial` skips required checks (edit-answers saves).
 */
export function validateAnswers(definitions: EntryDefinition[], answers: Answers, options: { partial?: boolean } = {}) {
  const errors: Record<string, string[]> = {};
  for (const entry of definitions) {
    if (entry.hidden || !isConditionMet(entry, answers)) continue;
    const value = answers[entry.attribute];
    if (options.partial && empty(value)) continue;
    const message = checkEntry(entry, value, answers);
    if (message) errors[entry.attribute] = [message];
  }
  return errors;
}

/** Answers with hidden entries set to their default and answers of entries not in force dropped. */
export function effectiveAnswers(definitions: EntryDefinition[], answers: Answers): Answers {
  const out: Answers = {};
  for (const entry of definitions) {
    if (entry.hidden) out[entry.attribute] = entry.default_value ?? null;
    else if (isConditionMet(entry, answers) && !empty(answers[entry.attribute]))
      out[entry.attribute] = answers[entry.attribute];
  }
  return out;
}

/** Required entries in force without an answer: the contract's 'missing information'. */
export function missingAttributes(definitions: EntryDefinition[], answers: Answers): string[] {
  return definitions
    .filter((d) => d.required && !d.hidden && isConditionMet(d, answers) && empty(answers[d.attribute]))
    .map((d) => d.attribute);
}
