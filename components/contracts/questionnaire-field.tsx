"use client";

// One questionnaire entry as a form control, for each of the seven field types (spec 1 section 3).
import { CheckboxField, FieldShell, SelectField, TextField } from "@/components/ui/field";
import { dependentOptions, type Answer, type Answers, type EntryDefinition } from "@/lib/contracts/questionnaire";

export function QuestionnaireField({
  entry,
  answers,
  error,
  onChange,
}: {
  entry: EntryDefinition;
  answers: Answers;
  error?: string;
  onChange: (value: Answer) => void;
}) {
  const value = answers[entry.attribute];
  const common = {
    label: entry.question_plain_text,
    required: entry.required,
    error,
    hint: entry.hint ?? undefined,
    name: entry.attribute,
  };
  switch (entry.type) {
    case "number":
      return (
        <TextField
          {...common}
          type="number"
          value={value === null || value === undefined ? "" : String(value)}
          onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
        />
      );
    case "text":
      return (
        <TextField
          {...common}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "date":
      return (
        <TextField
          {...common}
          type="date"
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.target.value || null)}
        />
      );
    case "select_list":
    case "dependent_list": {
      const options = entry.type === "dependent_list" ? dependentOptions(entry, answers) : (entry.options ?? []);
      return (
        <SelectField
          {...common}
          placeholder="Select"
          options={options.map((o) => ({ value: o.value, label: o.label }))}
          value={value == null ? "" : String(value)}
          onChange={(e) => onChange(e.target.value || null)}
        />
      );
    }
    case "radio_button":
      return (
        <FieldShell
          label={entry.question_plain_text}
          required={entry.required}
          error={error}
          hint={entry.hint ?? undefined}
        >
          {({ id, describedBy }) => (
            <div
              id={id}
              role="radiogroup"
              aria-describedby={describedBy}
              aria-label={entry.question_plain_text}
              className="flex flex-wrap gap-4"
            >
              {(entry.options ?? []).map((o) => (
                <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={entry.attribute}
                    value={o.value}
                    checked={String(value) === o.value}
                    onChange={() => onChange(o.value)}
                    className="accent-indigo-600"
                  />
                  {o.label}
                </label>
              ))}
            </div>
          )}
        </FieldShell>
      );
    case "checkbox":
      return (
        <CheckboxField
          label={`${entry.question_plain_text}${entry.required ? " *" : ""}`}
          checked={value === true}
          error={error}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
  }
}
