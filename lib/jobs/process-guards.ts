// Last line of defence for a long-running process: an error nobody attributed (a stream's 'error' with no
// listener, a rejected promise nobody awaited) is logged with its stack and the process goes on, so one bad
// job cannot stop every other. A storm of them (a broken dependency, not one bad input) exits instead, and
// the supervisor starts a fresh process.
import { errorField, logger } from "@/lib/observability/logger";

const STORM_LIMIT = 20;
const STORM_WINDOW_MS = 60_000;

export function installProcessGuards(label: string, onStorm: () => void = () => process.exit(1)) {
  const recent: number[] = [];
  const report = (kind: string, error: unknown) => {
    const now = Date.now();
    recent.push(now);
    while (recent.length && recent[0] < now - STORM_WINDOW_MS) recent.shift();
    const field = errorField(error);
    const what = field.name ? `${field.name}: ${field.message}` : field.message;
    logger().error({ msg: `[${label}] ${kind} survived: ${what}`, error: field });
    if (recent.length >= STORM_LIMIT) {
      logger().fatal({
        msg: `[${label}] ${recent.length} unattributed errors in a minute: exiting for a clean restart`,
      });
      onStorm();
    }
  };
  process.on("uncaughtException", (error) => report("uncaught exception", error));
  process.on("unhandledRejection", (reason) => report("unhandled rejection", reason));
}
