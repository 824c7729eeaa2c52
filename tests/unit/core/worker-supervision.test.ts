/** @jest-environment node */
// The worker's process-level guards and `npm start`'s supervisor, on real child processes.
import path from "node:path";
import { spawnSync } from "node:child_process";
import { supervise } from "../../../scripts/lib/supervise";

const root = path.join(__dirname, "../../..");

describe("worker supervision", () => {
  it("a stray stream error and an unawaited rejection are logged and the process goes on", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", path.join(__dirname, "fixtures/stray-error.ts")], {
      cwd: root,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("still alive");
    expect(run.stderr).toMatch(/\[fixture\] uncaught exception survived: Error: The file passport.pdf is missing/);
    expect(run.stderr).toMatch(/\[fixture\] unhandled rejection survived: Error: a rejection nobody awaited/);
  });

  it("a child that keeps exiting is restarted with a growing backoff, counted, and its crash loop said", async () => {
    const lines: string[] = [];
    const supervised = supervise(
      "worker",
      process.execPath,
      ["-e", "process.exit(3)"],
      { stdio: "ignore" },
      (m) => lines.push(m),
      10,
    );
    await new Promise((r) => setTimeout(r, 2_000)); // backoffs 10, 20, 40, 80, 160, 320, 640 ms
    await supervised.stop();
    expect(lines[0]).toBe("worker exited (code 3); restart #1 in 0.01 s");
    expect(lines[1]).toBe("worker exited (code 3); restart #2 in 0.02 s");
    expect(lines).toContain("worker is in a crash loop: 5 exits in the last 5 minutes (see its log above)");
    const restarts = lines.filter((l) => l.includes("restart #")).length;
    expect(restarts).toBeGreaterThanOrEqual(5);
    expect(restarts).toBeLessThanOrEqual(8);
  });

  it("stop() ends the child and no restart follows", async () => {
    const lines: string[] = [];
    const supervised = supervise("worker", process.execPath, ["-e", "setInterval(() => {}, 1000)"], {}, (m) =>
      lines.push(m),
    );
    const child = supervised.current();
    await supervised.stop();
    expect(child.signalCode).toBe("SIGTERM");
    await new Promise((r) => setTimeout(r, 1_500));
    expect(lines).toEqual([]);
  });
});
