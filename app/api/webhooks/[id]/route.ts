import { noContent, route } from "@/lib/http/route";
import { ZUpdateWebhookEndpoint, ZWebhookParams } from "@/lib/webhooks/schema";
import { updateWebhookEndpoint } from "@/lib/webhooks/update-webhook-endpoint";
import { deleteWebhookEndpoint } from "@/lib/webhooks/delete-webhook-endpoint";

export const PATCH = route(
  { permission: "webhooks.manage", params: ZWebhookParams, body: ZUpdateWebhookEndpoint },
  ({ actor, params, body }) => updateWebhookEndpoint(actor, params.id, body),
);

export const DELETE = route({ permission: "webhooks.manage", params: ZWebhookParams }, async ({ actor, params }) => {
  await deleteWebhookEndpoint(actor, params.id);
  return noContent();
});
