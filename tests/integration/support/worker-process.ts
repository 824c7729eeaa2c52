// Real worker processes (scripts/worker.ts) for the integration suites, against this run's database, with their
// output kept for assertions. Started as `node --import tsx` so a kill reaches the worker itself.
import { spawn, type ChildProcess } from "node:child_process";

export type WorkerProcess = ChildProcess & { output: () => string };

const started: WorkerProcess[] = [];

export function startWorker(env: Record<string, string | undefined> = {}): WorkerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    env: { ...process.env, PGAPPNAME: "omni-test-worker", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  }) as WorkerProcess;
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  child.output = () => output;
  started.push(child);
  return child;
}

export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export async function kill(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL") {
  if (!isRunning(child)) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

/** Kills every worker started so far (afterEach or afterAll). */
export async function stopWorkers() {
  await Promise.all(started.splice(0).map((child) => kill(child)));
}

export async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | undefined | false>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The worker has started serving its queues (its start-up line). */
export const waitUntilServing = (child: WorkerProcess, timeoutMs = 60_000) =>
  waitFor("the worker to start", timeoutMs, async () => {
    if (!isRunning(child)) throw new Error(`the worker exited during start:\n${child.output()}`);
    return /running \d+ job type/.test(child.output());
  });
