import { route } from "@/lib/http/route";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, async () => {
  await db.$queryRaw`SELECT 1`;
  return { ok: true };
});
