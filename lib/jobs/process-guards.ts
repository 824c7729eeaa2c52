// Last line of defence for a long-running process: an error nobody attributed (a stream's 'error' with no
// listener, a rejected promise nobody awaited) is logged with its stack and the process goes on, so one bad
// job cannot stop every other. A storm of them (a broken dependency, not one bad input) exits instead, and
// the supervisor starts a fresh process.
const STORM_LIMIT = 20;
const STORM_WINDOW_MS = 60_000;

export function installProcessGuards(label: string, onStorm: () => void = () => process.exit(1)) {
  const recent: number[] = [];
  const report = (kind: string, error: unknown) => {
    const now = Date.now();
    recent.push(now);
    while (recent.length && recent[0] < now - STORM_WINDOW_MS) recent.shift();
    console.error(`[${label}] ${kind} survived:`, error instanceof Error ? (error.stack ?? error.message) : error);
    if (recent.length >= STORM_LIMIT) {
      console.error(`[${label}] ${recent.length} unattributed errors in a minute: exiting for a clean restart`);
      onStorm();
    }
  };
  process.on("uncaughtException", (error) => report("uncaught exception", error));
  process.on("unhandledRejection", (reason) => report("unhandled rejection", reason));
}
