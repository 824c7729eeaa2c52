// Signed upload targets (issue 11: storage). Probes never store anything: the target is asked without a file
// name (400 once authorised), and the disk upload route gets a form without signed fields or a file (400 for
// anyone: the signature, not the session, is its authority).
import { CALLERS, only, type Caller, type MatrixRow } from "./types";
import { DOC_WRITERS } from "./companies";

export const rows: MatrixRow[] = [
  {
    route: "/api/document-storage/presignedpost",
    method: "GET",
    path: "/api/document-storage/presignedpost",
    expect: only(DOC_WRITERS, 400),
  },
  {
    route: "/api/document-storage/upload",
    method: "POST",
    path: "/api/document-storage/upload",
    form: { key: "probe" },
    expect: Object.fromEntries(CALLERS.map((c) => [c, 400])) as Record<Caller, number>,
  },
  {
    // Recording a signed upload: an empty body is a 400 once authorised (nothing is stored).
    route: "/api/documents/signed-upload",
    method: "POST",
    path: "/api/documents/signed-upload",
    body: {},
    expect: only(DOC_WRITERS, 400),
  },
];
