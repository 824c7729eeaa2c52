/** @jest-environment node */
// [CORE] The folders directly under lib/ import each other one way: no two of them are in an import cycle
// (docs/development.md 'Layout and conventions'). The folder graph has an edge A -> B when a file under lib/A/
// imports anything under lib/B/ (import, import type, export ... from, import(), require; @/lib/... or relative);
// files at lib/'s top (db.ts, policy.ts, workflow.ts) are not folders and do not count, and lib/A/sub/ is part of A.
// Its strongly connected components (Tarjan) must each hold one folder. The scanner is proven on a planted file set
// first. docs/development.md lists every folder with its purpose, and there are fewer than 52 of them.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../../..");
const LIB = path.join(ROOT, "lib");
const DOC = path.join(ROOT, "docs", "development.md");
const MAX_FOLDERS = 51;

type SourceFile = { file: string; text: string };
type Edge = { from: string; to: string; file: string; specifier: string };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const libFolders = () =>
  fs
    .readdirSync(LIB, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The lib/ folder a repository path is in, or null (a file at lib/'s top, or outside lib/). */
function folderOfPath(fromRoot: string): string | null {
  const parts = fromRoot.split(/[\\/]/);
  return parts[0] === "lib" && parts.length > 2 ? parts[1] : null;
}

/** The lib/ folder an import of `file` leads to, or null (a package, node:, generated/, app/, a top-level file). */
function importedFolder(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return folderOfPath(specifier.slice(2));
  if (specifier.startsWith(".")) return folderOfPath(path.relative(ROOT, path.resolve(path.dirname(file), specifier)));
  return null;
}

/** Every import of one lib/ folder's file into another lib/ folder. */
function folderEdges(files: SourceFile[]): Edge[] {
  return files.flatMap(({ file, text }) => {
    const from = folderOfPath(path.relative(ROOT, file));
    if (!from) return [];
    const { importedFiles } = ts.preProcessFile(text, true, true);
    return importedFiles.flatMap(({ fileName }) => {
      const to = importedFolder(file, fileName);
      return to && to !== from ? [{ from, to, file: path.relative(ROOT, file), specifier: fileName }] : [];
    });
  });
}

/** Tarjan's strongly connected components of the folder graph, each sorted, largest first. */
function stronglyConnected(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/** Each cycle (a component of more than one folder) with the imports inside it: "a -> b: lib/a/x.ts -> @/lib/b/y". */
function cycles(edges: Edge[]): string[][] {
  return stronglyConnected(edges)
    .filter((component) => component.length > 1)
    .map((component) => [
      `${component.length} folders in a cycle: ${component.join(" ")}`,
      ...edges
        .filter(({ from, to }) => component.includes(from) && component.includes(to))
        .map(({ from, to, file, specifier }) => `${from} -> ${to}: ${file} -> ${specifier}`)
        .sort(),
    ]);
}

/** The `lib/<folder>/` — purpose lines of docs/development.md's 'Layout and conventions'. */
function documentedFolders(doc: string): { folder: string; purpose: string }[] {
  const section = doc.split(/^## /m).find((part) => part.startsWith("Layout and conventions")) ?? "";
  return [...section.matchAll(/^\s*- `lib\/([^`/]+)\/` — (.*)$/gm)].map(([, folder, purpose]) => ({
    folder,
    purpose: purpose.trim(),
  }));
}

describe("[CORE] lib/ folder cycles", () => {
  it("[CORE] the scanner sees every kind of import and finds a planted cycle with its files", () => {
    const planted: SourceFile[] = [
      {
        file: path.join(LIB, "alpha", "a.ts"),
        text: 'import type { B } from "@/lib/beta/b";\nimport { db } from "@/lib/db";',
      },
      { file: path.join(LIB, "beta", "deep", "b.ts"), text: 'export const later = () => import("@/lib/gamma/c");' },
      { file: path.join(LIB, "gamma", "c.ts"), text: 'const a = require("../alpha/a");\nimport "@/lib/gamma/own";' },
      { file: path.join(LIB, "delta", "d.ts"), text: 'export { a } from "@/lib/alpha/a";\nimport { z } from "zod";' },
      { file: path.join(LIB, "top.ts"), text: 'import { a } from "@/lib/alpha/a";' },
    ];
    const edges = folderEdges(planted);
    expect(edges.map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      "alpha -> beta",
      "beta -> gamma",
      "gamma -> alpha",
      "delta -> alpha",
    ]);
    expect(stronglyConnected(edges)).toEqual([["alpha", "beta", "gamma"], ["delta"]]);
    expect(cycles(edges)).toEqual([
      [
        "3 folders in a cycle: alpha beta gamma",
        "alpha -> beta: lib/alpha/a.ts -> @/lib/beta/b",
        "beta -> gamma: lib/beta/deep/b.ts -> @/lib/gamma/c",
        "gamma -> alpha: lib/gamma/c.ts -> ../alpha/a",
      ],
    ]);
    // Breaking one edge breaks the cycle.
    expect(cycles(edges.filter(({ from }) => from !== "gamma"))).toEqual([]);
  });

  it("[CORE] no two lib/ folders import each other, directly or around a cycle", () => {
    const files = sourceFiles(LIB).map((file) => ({ file, text: fs.readFileSync(file, "utf8") }));
    const edges = folderEdges(files);
    expect(edges.length).toBeGreaterThan(100);
    // Each entry: the folders of one cycle, then the imports between them. Move the imported code to the folder
    // it belongs with (usually the lower one) so the imports go one way.
    expect(cycles(edges)).toEqual([]);
  });

  it("[CORE] docs/development.md names exactly the lib/ folders, each with its purpose, and there are fewer than 52", () => {
    const listed = documentedFolders(fs.readFileSync(DOC, "utf8"));
    expect(listed.map(({ folder }) => folder).sort()).toEqual(libFolders());
    expect(listed.filter(({ purpose }) => purpose.length < 10)).toEqual([]);
    expect(libFolders().length).toBeLessThanOrEqual(MAX_FOLDERS);
  });
});
