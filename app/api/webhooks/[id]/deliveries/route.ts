import { route } from "@/lib/http/route";
import { ZWebhookParams } from "@/lib/webhooks/schema";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";

export const GET = route({ permission: "webhooks.manage", params: ZWebhookParams }, ({ params }) =>
  listWebhookDeliveries(params.id),
);
