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
    // Through the process's logger (JSON lines on stdout).
    expect(run.stdout).toMatch(/\[fixture\] uncaught exception survived: Error: The file passport.pdf is missing/);
    expect(run.stdout).toMatch(/\[fixture\] unhandled rejection survived: Error: a rejection nobody awaited/);
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
    // Until the crash loop is said (the fifth exit; backoffs 10, 20, 40, 80 ms before it).
    const crashLoop = "worker is in a crash loop: 5 exits in the last 5 minutes (see its log above)";
    for (const deadline = Date.now() + 20_000; !lines.includes(crashLoop) && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 10));
    await supervised.stop();
    expect(lines[0]).toBe("worker exited (code 3); restart #1 in 0.01 s");
    expect(lines[1]).toBe("worker exited (code 3); restart #2 in 0.02 s");
    expect(lines).toContain(crashLoop);
    const restarts = lines.filter((l) => l.includes("restart #"));
    expect(restarts.length).toBeGreaterThanOrEqual(5);
    expect(restarts.length).toBeLessThanOrEqual(8);
    // Each backoff twice the one before: restart #n waits 0.01 * 2^(n-1) s.
    restarts.forEach((line, i) => expect(line).toContain(`restart #${i + 1} in ${(10 * 2 ** i) / 1000} s`));
  });

  it("stop() ends the child and no restart follows", async () => {
    const lines: string[] = [];
    const supervised = supervise("worker", process.execPath, ["-e", "setInterval(() => {}, 1000)"], {}, (m) =>
      lines.push(m),
    );
    const child = supervised.current();
    // A restart is only ever scheduled by a timer set when the child exits: none may be set by the stop.
    const timers = jest.spyOn(global, "setTimeout");
    try {
      await supervised.stop();
      expect(child.signalCode).toBe("SIGTERM");
      expect(timers).not.toHaveBeenCalled();
    } finally {
      timers.mockRestore();
    }
    expect(supervised.current()).toBe(child);
    expect(lines).toEqual([]);
  });
});
