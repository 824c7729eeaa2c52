// The source files the architecture tests scan: every .ts and .tsx under a folder of the repository (declaration
// files aside), with their text, paths relative to the root with forward slashes.
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../../..");

export type Source = { file: string; text: string };

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [rel] : [];
  });
}

export const readSources = (dirs: string[]): Source[] =>
  dirs.flatMap(sourceFiles).map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }));
