// The external onboardings service (spec 1 sections 2 and 7): GET {ONBOARDINGS_SERVICE_URL}/v1/onboardings?userId=
// lists a user's onboardings; one in state in_progress sends the user to the onboarding app. Unset URL: skipped.
// The service being down or slow never traps anyone: any failure counts as "nothing in progress".
import { z } from "zod";
import { links } from "@/lib/config";

const TIMEOUT_MS = 1500;
const CACHE_MS = 60_000;

const ZOnboardings = z.union([
  z.array(z.object({ id: z.string().optional(), state: z.string() }).loose()),
  z.object({ items: z.array(z.object({ id: z.string().optional(), state: z.string() }).loose()) }).loose(),
]);

const cache = new Map<string, { at: number; redirect: string | null }>();

export function onboardingsServiceUrl(): string | null {
  return process.env.ONBOARDINGS_SERVICE_URL?.trim() || null;
}

/** The onboarding app's address when the user has an onboarding in progress, else null. */
export async function externalOnboardingRedirect(userId: string, now = Date.now()): Promise<string | null> {
  const base = onboardingsServiceUrl();
  if (!base) return null;
  const cached = cache.get(userId);
  if (cached && now - cached.at < CACHE_MS) return cached.redirect;
  let redirect: string | null = null;
  try {
    const url = new URL("/v1/onboardings", base);
    url.searchParams.set("userId", userId);
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
    if (res.ok) {
      const parsed = ZOnboardings.safeParse(await res.json());
      const list = parsed.success ? (Array.isArray(parsed.data) ? parsed.data : parsed.data.items) : [];
      const active = list.find((o) => o.state === "in_progress");
      if (active)
        redirect = `${links.onboardingApp()}${active.id ? `/onboardings/${encodeURIComponent(active.id)}` : ""}`;
    }
  } catch {
    redirect = null;
  }
  cache.set(userId, { at: now, redirect });
  return redirect;
}

/** Tests: forget cached answers. */
export function clearOnboardingsCache() {
  cache.clear();
}
