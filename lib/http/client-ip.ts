// The caller's IP as seen by the app (first x-forwarded-for hop behind a proxy), for signature records.
import type { NextRequest } from "next/server";

export function clientIp(req: NextRequest): string {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || req.headers.get("x-real-ip") || "unknown";
}
