// One HTTP attempt: POST the body, 10 s overall timeout, no redirects followed, the response body discarded.
import http from "node:http";
import https from "node:https";
import { guardedLookup } from "@/lib/webhooks/address-guard";

export const DELIVERY_TIMEOUT_MS = 10_000;

export type AttemptResult = { statusCode: number | null; error: string | null };

export function postWebhook(url: string, body: string, headers: Record<string, string>): Promise<AttemptResult> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const client = target.protocol === "https:" ? https : http;
    let settled = false;
    const done = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = client.request(
      target,
      {
        method: "POST",
        lookup: guardedLookup,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "OmniPlatform-Webhooks/1",
        },
      },
      (res) => {
        res.resume(); // drain: only the status matters
        res.on("end", () => done({ statusCode: res.statusCode ?? null, error: null }));
        res.on("error", (e) => done({ statusCode: res.statusCode ?? null, error: e.message }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done({ statusCode: null, error: `Timed out after ${DELIVERY_TIMEOUT_MS / 1000} s` });
    }, DELIVERY_TIMEOUT_MS);
    req.on("error", (e) => done({ statusCode: null, error: e.message.slice(0, 500) }));
    req.end(body);
  });
}
