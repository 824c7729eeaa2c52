// The external onboarding form's completion (spec 1 section 2 '/typeform', spec 3 section 7): who may update an
// employee record may call it (it records the caller's own form); an invalid body answers 400 once authorized,
// so nothing changes.
import { ADMINS, MANAGERS, only, type MatrixRow } from "./types";

export const rows: MatrixRow[] = [
  {
    route: "/api/typeform/completion",
    method: "POST",
    path: "/api/typeform/completion",
    body: {},
    expect: only([...ADMINS, "benefitsSpecialist", ...MANAGERS, "employee", "incompleteEmployee"], 400),
  },
];
