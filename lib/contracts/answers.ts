// The employee's contractQuestionnaire body (entries with position, title, type, value, hint, attribute) <->
// an answers map keyed by attribute.
import type { Answers, EntryDefinition } from "@/lib/contracts/questionnaire";

type BodyEntry = { attribute?: string; value?: unknown };

export function answersFromBody(body: unknown): Answers {
  if (!Array.isArray(body)) return {};
  const out: Answers = {};
  for (const entry of body as BodyEntry[]) {
    if (!entry?.attribute) continue;
    const v = entry.value;
    out[entry.attribute] = typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? v : null;
  }
  return out;
}

export function bodyFromAnswers(definitions: EntryDefinition[], answers: Answers) {
  return definitions
    .filter((d) => answers[d.attribute] !== undefined)
    .map((d, i) => ({
      position: i + 1,
      attribute: d.attribute,
      title: d.question_plain_text,
      type: d.type,
      value: answers[d.attribute],
      hint: d.hint ?? null,
    }));
}
