// The one structured logger (pino, JSON lines on stdout) of the web server and the worker. LOG_LEVEL sets the level
// (info by default; "silent" inside Jest test files unless set). Secrets never reach a line: `redact` censors the paths below
// wherever a caller passes an object (headers, bodies, job data), and messages are written by our own code, which
// names ids, never values. Platform code: imports no domain.
import pino, { type Logger } from "pino";

/** Keys censored at the top level and one or two levels down (pino's redact needs explicit depths). */
const SECRET_KEYS = [
  "authorization",
  "cookie",
  "set-cookie",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "secret",
  "clientSecret",
  "iban",
  "accountNumber",
  "bankAccountNumber",
  "socialInsuranceNumber",
  "content",
];

export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith("[") ? k : `.${k}`;
  return [k, `*${dot}`, `*.*${dot}`];
});

const globalForLogger = globalThis as unknown as { omniLogger?: Logger };

/** Inside a Jest test file (its globals are set; child processes it spawns log normally). */
const inJest = () => "describe" in globalThis && "expect" in globalThis && Boolean(process.env.JEST_WORKER_ID);

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  return inJest() ? "silent" : "info";
}

export function createLogger(destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: defaultLevel(),
      base: { service: process.env.OMNI_SERVICE ?? "web", pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: pino.stdSerializers.err },
    },
    // Synchronous writes by default, like console.log: a line logged just before process.exit() is never lost.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process's logger (one per process, whatever bundle imports it). */
export function logger(): Logger {
  if (!globalForLogger.omniLogger) globalForLogger.omniLogger = createLogger();
  return globalForLogger.omniLogger;
}

/**
 * An error as a log field: its name, the first line of its message and the stack's frames, never the objects
 * hanging off it. Only the first line: some libraries print the input below it (Prisma's "Invalid invocation"
 * shows the query's arguments, which may hold a bank number).
 */
export function errorField(error: unknown): { name?: string; message: string; stack?: string } {
  const firstLine = (text: string) => text.split("\n", 1)[0].slice(0, 500);
  if (!(error instanceof Error)) return { message: firstLine(String(error)) };
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return { name: error.name, message: firstLine(error.message), stack: frames.slice(0, 15).join("\n") || undefined };
}
