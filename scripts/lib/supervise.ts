// Keeps a child process running: a child that exits is started again after a backoff (1 s, doubling to 30 s;
// back to 1 s once a child has run for a minute), each restart counted in the log, and a crash loop (5 exits
// within 5 minutes) said loudly. `npm start` uses it for the background worker; production runs the worker under
// its platform's supervisor instead (README).
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

export type Supervised = { current(): ChildProcess; stop(signal?: NodeJS.Signals): Promise<void> };

const STABLE_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;
const LOOP_WINDOW_MS = 5 * 60_000;
const LOOP_EXITS = 5;
const FIRST_BACKOFF_MS = 1_000;

export function supervise(
  label: string,
  command: string,
  args: string[],
  options: SpawnOptions,
  log: (message: string) => void,
  firstBackoffMs = FIRST_BACKOFF_MS,
): Supervised {
  let child: ChildProcess;
  let stopping = false;
  let restarts = 0;
  let backoffMs = firstBackoffMs;
  let timer: NodeJS.Timeout | null = null;
  const exits: number[] = [];

  const start = () => {
    const startedAt = Date.now();
    child = spawn(command, args, options);
    child.once("exit", (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      if (now - startedAt >= STABLE_MS) backoffMs = firstBackoffMs;
      exits.push(now);
      while (exits.length && exits[0] < now - LOOP_WINDOW_MS) exits.shift();
      restarts += 1;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      log(`${label} exited (${how}); restart #${restarts} in ${backoffMs / 1000} s`);
      if (exits.length >= LOOP_EXITS)
        log(`${label} is in a crash loop: ${exits.length} exits in the last 5 minutes (see its log above)`);
      timer = setTimeout(start, backoffMs);
      backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
    });
  };
  start();

  return {
    current: () => child,
    async stop(signal = "SIGTERM") {
      stopping = true;
      if (timer) clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
  };
}
