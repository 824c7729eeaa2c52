// The 18 contract clause categories of an edit request (spec 1 sections 3, 9: 'from start date through other'),
// named as an employment lawyer would. Defined once: the form, the zod schema, the seed and docs use this list.
export const CLAUSE_CATEGORIES = [
  "Start date",
  "Job title and duties",
  "Place of work",
  "Working hours",
  "Probation period",
  "Salary",
  "Bonus and commission",
  "Benefits",
  "Holiday entitlement",
  "Sick leave",
  "Notice period",
  "Confidentiality",
  "Intellectual property",
  "Non-compete",
  "Non-solicitation",
  "Data protection",
  "Termination",
  "Other",
] as const;

export const REVIEW_TYPES = [
  { value: "REWORD", label: "Reword" },
  { value: "ADD_CLAUSE", label: "Add clause" },
  { value: "REMOVE_CLAUSE", label: "Remove clause" },
] as const;

export const URGENCIES = [
  { value: "URGENT", label: "Urgent" },
  { value: "MEDIUM", label: "Medium" },
  { value: "NOT_URGENT", label: "Not urgent" },
] as const;
