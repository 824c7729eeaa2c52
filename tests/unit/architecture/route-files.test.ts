/** @jest-environment node */
// [CORE] Route files are declarations: every app/api/**/route.ts names its verbs, schemas and permission and calls
// into lib/<domain>/ for the rest, in at most 30 lines. Measured on the source tree; the counter is proven on
// planted text first, so a file one line over fails here.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const MAX_LINES = 30;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(rel);
    return entry.name === "route.ts" ? [rel] : [];
  });
}

/** Lines as `wc -l` counts them (a final newline ends the last line, it does not start another). */
function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

const overLimit = (files: { file: string; text: string }[]) =>
  files.map(({ file, text }) => ({ file, lines: lineCount(text) })).filter(({ lines }) => lines > MAX_LINES);

describe("[CORE] route files", () => {
  it("[CORE] the line counter agrees with wc -l and catches a file one line over", () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `// ${i}`).join("\n");
    expect(lineCount(`${lines(30)}\n`)).toBe(30);
    expect(lineCount(lines(30))).toBe(30);
    expect(lineCount(`${lines(31)}\n`)).toBe(31);
    expect(
      overLimit([
        { file: "app/api/fits/route.ts", text: `${lines(30)}\n` },
        { file: "app/api/long/route.ts", text: `${lines(31)}\n` },
      ]),
    ).toEqual([{ file: "app/api/long/route.ts", lines: 31 }]);
  });

  it("[CORE] every app/api/**/route.ts has at most 30 lines", () => {
    const files = routeFiles("app/api");
    expect(files.length).toBeGreaterThan(100);
    const texts = files.map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }));
    expect(overLimit(texts)).toEqual([]);
  });
});
