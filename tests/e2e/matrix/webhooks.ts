// Webhook endpoints (issue 11): OP admins only. Probes never change anything: an invalid body answers 400 once
// authorised, an unknown endpoint or delivery answers 404.
import { only, type MatrixRow } from "./types";

const OP = (status: number) => only(["opAdmin"], status);

export const rows: MatrixRow[] = [
  { route: "/api/webhooks", method: "GET", path: "/api/webhooks", expect: OP(200) },
  { route: "/api/webhooks", method: "POST", path: "/api/webhooks", body: {}, expect: OP(400) },
  {
    route: "/api/webhooks/[id]",
    method: "PATCH",
    path: "/api/webhooks/missing-endpoint",
    body: { active: "yes" },
    expect: OP(400),
  },
  { route: "/api/webhooks/[id]", method: "DELETE", path: "/api/webhooks/missing-endpoint", expect: OP(404) },
  {
    route: "/api/webhooks/[id]/deliveries",
    method: "GET",
    path: "/api/webhooks/missing-endpoint/deliveries",
    expect: OP(404),
  },
  {
    route: "/api/webhooks/[id]/deliveries/[deliveryId]/replay",
    method: "POST",
    path: "/api/webhooks/missing-endpoint/deliveries/missing-delivery/replay",
    expect: OP(404),
  },
];
