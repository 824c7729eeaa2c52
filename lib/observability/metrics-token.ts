// Who may read the metrics: a scraper sending `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the
// metrics are off (the web route answers 404, the worker serves no port), so nothing is exposed by default.
import crypto from "node:crypto";

export type MetricsAccess = "off" | "refused" | "allowed";

export function metricsAccess(authorization: string | null | undefined): MetricsAccess {
  const expected = process.env.METRICS_TOKEN;
  if (!expected) return "off";
  const given = authorization?.startsWith("Bearer ") ? authorization.slice("Bearer ".length).trim() : "";
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return given && crypto.timingSafeEqual(a, b) ? "allowed" : "refused";
}
