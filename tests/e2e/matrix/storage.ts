// Signed upload targets (issue 11: storage). Probes never store anything: the target is asked without a file
// name (400 once authorised), and the disk upload route gets a form without signed fields or a file (400 for
// anyone: the signature, not the session, is its authority). The signed export link (/api/downloads/{token}) is
// its own authority too: a token that is not a link, or a link whose signature is wrong, is 404 for anyone.
import { CALLERS, only, type Caller, type MatrixRow } from "./types";
import { DOC_WRITERS } from "./companies";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const FORGED_LINK = [
  b64({ alg: "HS256" }),
  b64({ kind: "fx-rates-csv", params: {}, sub: "demo-admin", aud: "omni-signed-download", exp: 4102444800 }),
  "A".repeat(43),
].join(".");

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
  {
    route: "/api/downloads/[token]",
    method: "GET",
    path: "/api/downloads/not-a-signed-link",
    expect: Object.fromEntries(CALLERS.map((c) => [c, 404])) as Record<Caller, number>,
  },
  {
    // A well-formed link (HS256 JWT, far-future exp) signed with another key.
    route: "/api/downloads/[token]",
    method: "GET",
    path: `/api/downloads/${FORGED_LINK}`,
    expect: Object.fromEntries(CALLERS.map((c) => [c, 404])) as Record<Caller, number>,
  },
];
