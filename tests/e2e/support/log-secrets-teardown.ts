// Playwright global teardown: after every spec has run, the web servers' and workers' logs of this run
// (test-results/logs/, written by scripts/start.ts with OMNI_LOG_DIR) hold no demo password, bank number or social
// insurance number, and they are structured (JSON request lines with a request id and a status), so the check is
// not vacuous. A throw here fails the run.
import fs from "node:fs";
import { E2E_LOG_DIRS } from "./servers";
import { findSecrets, logFiles } from "./log-secrets";

export default async function logSecretsTeardown() {
  const files = logFiles(E2E_LOG_DIRS);
  const webLogs = files.filter((file) => file.endsWith("web.log"));
  if (webLogs.length < E2E_LOG_DIRS.length)
    throw new Error(`Expected a web.log in each of ${E2E_LOG_DIRS.join(", ")}; found ${files.join(", ") || "none"}`);
  const hits = files.flatMap((file) => findSecrets(fs.readFileSync(file, "utf8"), file));
  if (hits.length)
    throw new Error(
      `Secrets in the logs of this run:\n${hits
        .slice(0, 50)
        .map((hit) => `  ${hit.file}:${hit.line}: ${hit.what}`)
        .join("\n")}`,
    );
  const web = fs.readFileSync(webLogs[0], "utf8");
  const requestLine = web
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line): Record<string, unknown> => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return {};
      }
    })
    .find((entry) => entry.msg === "request");
  if (!requestLine || typeof requestLine.requestId !== "string" || typeof requestLine.status !== "number")
    throw new Error(`No structured request line (msg "request" with requestId and status) in ${webLogs[0]}`);
}
