import { accepted, route } from "@/lib/http/route";
import { ZWebhookDeliveryParams } from "@/lib/webhooks/schema";
import { replayWebhookDelivery } from "@/lib/webhooks/replay-webhook-delivery";

export const POST = route(
  { permission: "webhooks.manage", params: ZWebhookDeliveryParams },
  async ({ actor, params }) => accepted(await replayWebhookDelivery(actor, params.id, params.deliveryId)),
);
