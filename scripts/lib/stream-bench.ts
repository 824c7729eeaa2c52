// Shared by the streaming-export benchmarks (scripts/bench-payroll-reports.ts, scripts/bench-expenses-export.ts):
// a byte and line counting sink, timings with peak RSS, medians over runs, and a child process per measurement
// (so each side's peak RSS is its own).
import path from "node:path";
import { spawn } from "node:child_process";
import { Writable } from "node:stream";

export type Result = {
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  lines: number;
  baseRssMb: number;
  maxRssMb: number;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function counter() {
  const state = { first: 0n, bytes: 0, lines: 0 };
  const sink = new Writable({
    write(chunk: Buffer, _e, cb) {
      if (!state.first) state.first = process.hrtime.bigint();
      state.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) state.lines++;
      cb();
    },
  });
  return { sink, state };
}

export function timing(
  started: bigint,
  state: ReturnType<typeof counter>["state"],
  done: bigint,
  baseRssMb: number,
): Result {
  return {
    ttfbMs: Number(state.first - started) / 1e6,
    totalMs: Number(done - started) / 1e6,
    bytes: state.bytes,
    lines: state.lines,
    baseRssMb,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

export function summarise(runs: Result[]): Result {
  return {
    ...runs[0],
    ttfbMs: median(runs.map((r) => r.ttfbMs)),
    totalMs: median(runs.map((r) => r.totalMs)),
    maxRssMb: Math.max(...runs.map((r) => r.maxRssMb)),
  };
}

/** Reads a web Response body to the end into the counting sink (respecting its backpressure). */
export async function drain(response: Response, sink: Writable) {
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    await new Promise<void>((resolve) => sink.write(Buffer.from(value), () => resolve()));
  }
}

/** Runs `script` again as a child (`--child ...args`) and reads the BENCH_RESULT line it prints. */
export function runChild(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Result> {
  return new Promise((resolve, reject) => {
    // react-server: the services import "server-only", as they do inside Next.
    const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), script, ...args], {
      env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} --conditions=react-server` },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
      if (code !== 0 || !line) return reject(new Error(`child ${args.join(" ")} exited ${code}: ${out.slice(-500)}`));
      resolve(JSON.parse(line.slice("BENCH_RESULT ".length)));
    });
  });
}

/** One table row's throughput cell: total time and MB/s. */
export const throughput = (r: Result) =>
  `${r.totalMs.toFixed(0)} ms (${(r.bytes / 2 ** 20 / (r.totalMs / 1000)).toFixed(1)} MB/s)`;

/** Prints a padded table, the first row as its header. */
export function printTable(table: string[][]) {
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  for (const row of table) console.log(row.map((c, i) => c.padEnd(widths[i])).join("  "));
}
