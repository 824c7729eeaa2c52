import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZBenefitPreference } from "@/lib/benefits/schema";
import { listBenefitPreferences } from "@/lib/benefits/list-preferences";
import { setBenefitPreference } from "@/lib/benefits/set-preference";

const ZParams = z.object({ clientId: z.string().min(1).max(64) });

export const GET = route(
  { permission: "benefits.read", params: ZParams, summary: "A client's benefits choices per country" },
  ({ actor, params }) => listBenefitPreferences(actor, params.clientId),
);

export const POST = route(
  { permission: "benefits.choose", params: ZParams, body: ZBenefitPreference, summary: "Choose for one country" },
  ({ actor, params, body }) => setBenefitPreference(actor, params.clientId, body),
);
