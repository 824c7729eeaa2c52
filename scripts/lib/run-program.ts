// Runs a program to its end: resolves on exit code 0, else rejects with its name, code and output (stdout and
// stderr together), so a failed pg_dump, pg_restore or initdb says why.
import path from "node:path";
import { spawn, type SpawnOptions } from "node:child_process";

export function runProgram(file: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} exited ${code}:\n${output.trim()}`)),
    );
  });
}
