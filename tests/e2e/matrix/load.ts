// Collects the rows of every tests/e2e/matrix/<domain>.ts file.
import fs from "node:fs";
import path from "node:path";
import type { MatrixRow } from "./types";

const SUPPORT_FILES = new Set(["types.ts", "load.ts"]);

export function loadMatrix(): MatrixRow[] {
  const dir = __dirname;
  return (
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".ts") && !SUPPORT_FILES.has(file))
      .sort()
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      .flatMap((file) => (require(path.join(dir, file)) as { rows: MatrixRow[] }).rows)
  );
}
