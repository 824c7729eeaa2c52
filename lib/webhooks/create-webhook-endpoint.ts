// POST /api/webhooks: register an endpoint. The generated secret is in this answer only.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import type { TCreateWebhookEndpoint, WebhookEndpointDto } from "@/lib/webhooks/schema";
import { privateHostProblem } from "@/lib/webhooks/address-guard";
import { newWebhookSecret, sealSecret } from "@/lib/keys/secret-box";
import { ENDPOINT_SELECT, toEndpointDto } from "@/lib/webhooks/endpoint-dto";

const invalid = (field: string, message: string) =>
  new AppError("BAD_REQUEST", message, { fieldErrors: { [field]: [message] } });

export async function createWebhookEndpoint(
  actor: Actor,
  input: TCreateWebhookEndpoint,
): Promise<WebhookEndpointDto & { secret: string }> {
  const hostProblem = await privateHostProblem(new URL(input.url).hostname);
  if (hostProblem) throw invalid("url", hostProblem);
  const secret = newWebhookSecret();
  const endpoint = await db.$transaction(async (tx) => {
    if (input.companyId && !(await tx.company.findUnique({ where: { id: input.companyId }, select: { id: true } })))
      throw invalid("companyId", "This company does not exist");
    const row = await tx.webhookEndpoint.create({
      data: {
        url: input.url,
        secretEncrypted: sealSecret(secret),
        companyId: input.companyId,
        events: [...new Set(input.events)],
        createdById: actor.userId,
      },
      select: ENDPOINT_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: "webhookEndpoint.create",
      entityType: "WebhookEndpoint",
      entityId: row.id,
      before: null,
      after: { url: row.url, companyId: row.companyId, events: row.events },
    });
    return row;
  });
  return { ...toEndpointDto(endpoint), secret };
}
