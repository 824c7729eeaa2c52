/** @jest-environment node */
// [CORE] The pay register path's shape, measured on the source tree: the pipeline is imported only by the job that
// runs it (its pool, raw connections and Prisma-on-a-connection live in lib/db.ts, its file store in lib/storage);
// server code logs through lib/observability/logger.ts, never console; a pay report's 404 is written once
// (lib/payroll/find-pay-report.ts); the platform folders on the path import no payroll code. Each detector is
// proven on planted text first, so a regression fails here whatever the lint configuration says.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../../..");
const PIPELINE = "lib/payroll/pipeline";
const NOT_FOUND = "Pay report not found";
const PLATFORM_ON_PATH = ["lib/storage", "lib/jobs", "lib/http"];

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [rel] : [];
  });
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** Where an import of `file` leads, from the repository root without extension ("lib/payroll/pipeline"), or null
 *  for a package. Sees import, export ... from, import() and require (TypeScript's preProcessFile). */
function importsOf(file: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({ fileName }) => {
    let target: string;
    if (fileName.startsWith("@/")) target = fileName.slice(2);
    else if (fileName.startsWith(".")) target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), fileName));
    else return [];
    return [
      target
        .split(path.sep)
        .join("/")
        .replace(/\.(ts|tsx|js|mjs|cjs)$/, ""),
    ];
  });
}

/** The console.* calls of a source text, by line; comments and strings never count. */
function consoleCalls(file: string, text: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const callee = ts.isCallExpression(node) ? node.expression : null;
    const target =
      callee && (ts.isPropertyAccessExpression(callee) || ts.isElementAccessExpression(callee))
        ? callee.expression
        : null;
    if (target && ts.isIdentifier(target) && target.text === "console") {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const pipelineImporters = (files: string[]) =>
  files.filter((file) => file !== `${PIPELINE}.ts` && importsOf(file, read(file)).includes(PIPELINE));

const payrollImports = (file: string, text: string) =>
  importsOf(file, text)
    .filter((target) => target === "lib/payroll" || target.startsWith("lib/payroll/"))
    .map((target) => `${file} -> ${target}`);

describe("[CORE] the pay register path", () => {
  it("the detectors see what they measure (planted text)", () => {
    const planted = [
      'import { processGrossToNetFile } from "@/lib/payroll/pipeline";',
      'import type { StepClock } from "../payroll/pipeline.ts";',
      'const later = () => import("./pipeline");',
      'import { db } from "@/lib/db";',
    ].join("\n");
    expect(importsOf("lib/payroll/planted.ts", planted)).toEqual([PIPELINE, PIPELINE, PIPELINE, "lib/db"]);
    const calls = [
      "// console.error('in a comment')",
      "/* console.log(1) */",
      'const text = "console.warn(2)";',
      "console.error('real', error);",
      'if (x) console["log"](x);',
    ].join("\n");
    expect(consoleCalls("lib/planted.ts", calls)).toEqual(["lib/planted.ts:4", "lib/planted.ts:5"]);
    expect(payrollImports("lib/jobs/planted.ts", 'import type { Tx } from "@/lib/db";')).toEqual([]);
    expect(payrollImports("lib/storage/planted.ts", 'import { x } from "../payroll/csv";')).toEqual([
      "lib/storage/planted.ts -> lib/payroll/csv",
    ]);
  });

  it("only the job that runs it imports the pipeline (lib/, app/, components/, scripts/)", () => {
    const files = ["lib", "app", "components", "scripts"].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(500);
    // Tests of the pipeline import it too; they are not counted.
    expect(pipelineImporters(files)).toEqual(["lib/payroll/jobs.ts"]);
  });

  it("no console.* call in lib/ or app/: server code logs through the logger", () => {
    const files = ["lib", "app"].flatMap(sourceFiles);
    const calls = files.flatMap((file) => {
      const text = read(file);
      return text.includes("console") ? consoleCalls(file, text) : [];
    });
    expect(calls).toEqual([]);
  });

  it(`"${NOT_FOUND}" is written once in the code (and once in the test that reads it)`, () => {
    const files = ["lib", "app", "components", "scripts", "tests"]
      .flatMap(sourceFiles)
      .filter((file) => file !== path.relative(ROOT, __filename));
    const holding = files.filter((file) => read(file).includes(NOT_FOUND));
    expect(holding).toContain("lib/payroll/find-pay-report.ts");
    expect(holding.length).toBeLessThanOrEqual(2);
  });

  it("lib/storage (with the upload pipeline), lib/jobs and lib/http import nothing from lib/payroll", () => {
    const files = PLATFORM_ON_PATH.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(40);
    expect(files.flatMap((file) => payrollImports(file, read(file)))).toEqual([]);
  });
});

/** The import edges that close a cycle among the files reachable from `entry` (a depth-first walk; each edge
 *  printed "from -> to"). `edges` gives a module's imports as modules ("lib/payroll/pipeline", no extension). */
function cyclesFrom(entry: string, edges: (module: string) => string[]): string[] {
  const state = new Map<string, "open" | "done">();
  const closing: string[] = [];
  const visit = (module: string) => {
    state.set(module, "open");
    for (const next of edges(module)) {
      if (state.get(next) === "open") closing.push(`${module} -> ${next}`);
      else if (!state.has(next)) visit(next);
    }
    state.set(module, "done");
  };
  visit(entry);
  return closing;
}

/** A module's imports of lib/ that run (type-only imports vanish when compiled, so they close no cycle). */
function repositoryImports(module: string): string[] {
  const file = [".ts", ".tsx", "/index.ts"].map((ext) => module + ext).find((f) => fs.existsSync(path.join(ROOT, f)));
  if (!file) return [];
  const text = read(file).replace(/^(import|export) type [^;]*;/gm, "");
  return importsOf(file, text).filter((target) => target.startsWith("lib/"));
}

describe("[CORE] the pay register path goes one way", () => {
  it("the detector sees a planted cycle and passes a planted chain", () => {
    const graph: Record<string, string[]> = { a: ["b", "d"], b: ["c"], c: ["a"], d: ["c"] };
    expect(cyclesFrom("a", (m) => graph[m] ?? [])).toEqual(["c -> a"]);
    expect(cyclesFrom("a", (m) => ({ a: ["b"], b: ["c"] })[m] ?? [])).toEqual([]);
    const typeOnly = 'import type { Tx } from "@/lib/db";\nimport type {\n  A,\n} from "@/lib/audit";\n';
    expect(importsOf("lib/x.ts", typeOnly.replace(/^(import|export) type [^;]*;/gm, ""))).toEqual([]);
  });

  it("no file the pipeline reaches imports back a file that leads to it", () => {
    const reached = new Set<string>();
    const edges = (module: string) => {
      reached.add(module);
      return repositoryImports(module);
    };
    expect(cyclesFrom(PIPELINE, edges)).toEqual([]);
    // The walk saw the path: the scan, the stages' run, the workflow engine and the checks.
    for (const step of [
      "lib/payroll/pay-register-scan",
      "lib/payroll/run-pipeline-stages",
      "lib/workflow",
      "lib/payroll/anomalies/run-checks",
    ])
      expect(reached).toContain(step);
  });
});

describe("[CORE] platform folders know no domain", () => {
  // What the upload, storage, job and HTTP layers may import: each other and the shared plumbing. A domain plugs
  // in from outside (the worker composes the scan job from lib/documents' and lib/payroll's scan subjects).
  const PLATFORM = ["lib/storage", "lib/jobs", "lib/http", "lib/db", "lib/errors", "lib/observability", "lib/queries"];
  const SHARED = ["lib/audit", "lib/config", "lib/zod", "lib/policy", "lib/auth", "generated/prisma"];
  const allowed = (target: string) =>
    [...PLATFORM, ...SHARED].some((prefix) => target === prefix || target.startsWith(`${prefix}/`));
  const domainImports = (file: string, text: string) =>
    importsOf(file, text)
      .filter((target) => target.startsWith("lib/") && !allowed(target))
      .map((target) => `${file} -> ${target}`);
  // A platform file reading or writing a domain's table by name (db.document, tx.grossToNetFile, ...).
  const PLATFORM_TABLES = new Set(["workerHeartbeat", "$transaction", "$queryRaw", "$executeRaw"]);
  const domainTables = (file: string, text: string) =>
    [...text.matchAll(/\b(?:db|tx)\.(\$?[A-Za-z]+)\b/g)]
      .map((match) => match[1])
      .filter((table) => !PLATFORM_TABLES.has(table))
      .map((table) => `${file} -> ${table}`);

  it("the detectors see a planted domain import and a planted domain table", () => {
    expect(domainImports("lib/storage/x.ts", 'import { a } from "@/lib/documents/service";')).toEqual([
      "lib/storage/x.ts -> lib/documents/service",
    ]);
    expect(domainImports("lib/storage/x.ts", 'import { a } from "@/lib/jobs/queue";')).toEqual([]);
    expect(domainTables("lib/storage/x.ts", "await db.document.findUnique({})")).toEqual([
      "lib/storage/x.ts -> document",
    ]);
  });

  it("lib/storage, lib/jobs and lib/http import no domain and touch no domain table", () => {
    const files = PLATFORM_ON_PATH.flatMap(sourceFiles);
    expect(files.flatMap((file) => domainImports(file, read(file)))).toEqual([]);
    expect(files.flatMap((file) => domainTables(file, read(file)))).toEqual([]);
  });
});

describe("[CORE] statuses start and change through the workflow engine", () => {
  it("no code outside lib/workflow.ts writes a status history row by hand", () => {
    const files = ["lib", "app"].flatMap(sourceFiles).filter((file) => file !== "lib/workflow.ts");
    expect(files.length).toBeGreaterThan(500);
    expect(files.filter((file) => /statusHistory\.(create|createMany)\(/.test(read(file)))).toEqual([]);
  });
});
