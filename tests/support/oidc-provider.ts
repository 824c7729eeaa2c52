// Starts tests/support/oidc-provider-server.mjs (a real oidc-provider on a free localhost port) as a child
// process and answers its issuer URL; `stop()` ends it. Used by the SSO integration test and Playwright spec.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type OidcTestProvider = { issuer: string; clientId: string; clientSecret: string; stop: () => Promise<void> };

export async function startOidcProvider(options: { redirectUris: string[] }): Promise<OidcTestProvider> {
  const clientId = "omni-test";
  const clientSecret = `secret-${Math.random().toString(36).slice(2)}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, "oidc-provider-server.mjs")], {
    env: {
      ...process.env,
      OIDC_PORT: "0",
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_REDIRECT_URIS: options.redirectUris.join(","),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk) => (errors += String(chunk)));
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`oidc-provider did not start: ${errors}`)), 20_000);
    child.stdout?.on("data", (chunk) => {
      out += String(chunk);
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line && out.includes("\n")) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { issuer: string }).issuer);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`oidc-provider exited (${code}): ${errors}`));
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
