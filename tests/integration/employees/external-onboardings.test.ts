/** @jest-environment node */
// The redirect to the onboarding app when the external onboardings service lists an onboarding in progress,
// against a local stand-in server; skipped without a configured URL; a failing service redirects nobody.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { clearOnboardingsCache, externalOnboardingRedirect } from "@/lib/onboarding/external-onboardings";

let server: http.Server;
let base = "";
const requests: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    const userId = new URL(req.url ?? "/", "http://x").searchParams.get("userId");
    if (userId === "broken") {
      res.writeHead(500).end("boom");
      return;
    }
    const state = userId === "onboarding-user" ? "in_progress" : "completed";
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify([{ id: "onb-1", state }]));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.ONBOARDINGS_SERVICE_URL;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => clearOnboardingsCache());

describe("[ONBOARDING] external onboardings redirect", () => {
  it("is skipped when no service URL is configured", async () => {
    delete process.env.ONBOARDINGS_SERVICE_URL;
    expect(await externalOnboardingRedirect("onboarding-user")).toBeNull();
    expect(requests).toEqual([]);
  });

  it("redirects a user with an onboarding in progress, and only them", async () => {
    process.env.ONBOARDINGS_SERVICE_URL = base;
    process.env.ONBOARDING_APP_URL = "https://onboarding.test.example";
    expect(await externalOnboardingRedirect("onboarding-user")).toBe(
      "https://onboarding.test.example/onboardings/onb-1",
    );
    expect(requests.at(-1)).toBe("/v1/onboardings?userId=onboarding-user");
    expect(await externalOnboardingRedirect("done-user")).toBeNull();
    expect(await externalOnboardingRedirect("broken")).toBeNull();
  });
});
