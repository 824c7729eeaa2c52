import { z } from "zod";
import { route, noContent } from "@/lib/http/route";
import { db } from "@/lib/db";

const ZPageView = z.object({ route: z.string().min(1).max(300), path: z.string().min(1).max(500) });

export const POST = route({ permission: "pageViews.record", body: ZPageView }, async ({ actor, body }) => {
  await db.pageView.create({ data: { userId: actor.userId, route: body.route, path: body.path } });
  return noContent();
});
