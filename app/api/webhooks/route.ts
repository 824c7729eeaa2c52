import { created, route } from "@/lib/http/route";
import { ZCreateWebhookEndpoint, ZWebhookListQuery } from "@/lib/webhooks/schema";
import { listWebhookEndpoints } from "@/lib/webhooks/list-webhook-endpoints";
import { createWebhookEndpoint } from "@/lib/webhooks/create-webhook-endpoint";

export const GET = route({ permission: "webhooks.manage", query: ZWebhookListQuery }, ({ query }) =>
  listWebhookEndpoints(query),
);

export const POST = route({ permission: "webhooks.manage", body: ZCreateWebhookEndpoint }, async ({ actor, body }) =>
  created(await createWebhookEndpoint(actor, body)),
);
