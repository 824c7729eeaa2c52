/** @jest-environment node */
// [CORE] lib/ layering: platform code imports no domain (docs/development.md 'Layout and conventions'). The same rule is in eslint.config.mjs;
// this test reads the imports itself (TypeScript's preProcessFile: import, export ... from, import(), require),
// so the rule holds whatever the lint configuration says. The domains are every entry of lib/ that is not
// platform: a new folder is a domain until it is added to PLATFORM here (and in eslint.config.mjs).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../../..");
const LIB = path.join(ROOT, "lib");

/** Shared platform code: folders, and single files (by name without .ts). */
const PLATFORM = [
  // The list: workflow, sign-in and gates (with single sign-on), tenancy helpers, storage with the upload
  // pipeline, the route wrapper, the job engine.
  "workflow",
  "auth",
  "access",
  "storage",
  "http",
  "jobs",
  // The webhook outbox of transition events (transition() writes to it; the back-office form passes the workflows
  // whose events it offers).
  "webhooks",
  // Plain utilities. Not platform: swr/ (client data hooks over domain DTOs), openapi/ (generated over every
  // app/api route), pages/ (the page guard, which passes the onboarding gates), navigation.ts.
  "db",
  "errors",
  "config",
  "dates",
  "money",
  // Building blocks of the lists' queries: keyset (seek) paging and the accent-insensitive name search.
  "queries",
  "audit",
  // The hash chain of the audit trail, its check and its export.
  "audit-trail",
  // Structured logs and metrics (pino, prom-client), used by the route wrapper and the job engine.
  "observability",
  // The platform's Ed25519 signing key (payroll packs sign with it).
  "keys",
  // The A4 page, ink and text helpers every rendered PDF shares (pdf-lib).
  "pdf",
  "policy",
  "mail",
  "zod",
];

const nameOf = (entry: string) => entry.replace(/\.tsx?$/, "");
const libEntries = () => fs.readdirSync(LIB).map(nameOf);
const domains = () => libEntries().filter((name) => !PLATFORM.includes(name));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function platformFiles(): string[] {
  return PLATFORM.flatMap((name) => {
    const dir = path.join(LIB, name);
    if (fs.existsSync(dir) && fs.statSync(dir).isDirectory()) return sourceFiles(dir);
    return [`${dir}.ts`, `${dir}.tsx`].filter((file) => fs.existsSync(file));
  });
}

/** Where an import leads: "lib/<entry>", "app", "components", or null (a package, generated/, node:). */
function targetOf(file: string, specifier: string): string | null {
  let fromRoot: string;
  if (specifier.startsWith("@/")) fromRoot = specifier.slice(2);
  else if (specifier.startsWith(".")) fromRoot = path.relative(ROOT, path.resolve(path.dirname(file), specifier));
  else return null;
  const [top, entry] = fromRoot.split(/[\\/]/);
  if (top === "app" || top === "components") return top;
  if (top === "lib" && entry) return `lib/${nameOf(entry)}`;
  return null;
}

/** Every import of a platform file that reaches a domain (or a route, page or component). */
function upwardImports(file: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const target = targetOf(file, fileName);
    if (!target) return [];
    const upward = target === "app" || target === "components" || !PLATFORM.includes(target.slice("lib/".length));
    return upward ? [`${path.relative(ROOT, file)} -> ${fileName}`] : [];
  });
}

describe("[CORE] lib/ layering", () => {
  it("every platform entry exists in lib/, and the domains are the rest of lib/", () => {
    const entries = libEntries();
    expect(PLATFORM.filter((name) => !entries.includes(name))).toEqual([]);
    expect(domains()).toEqual(expect.arrayContaining(["documents", "onboarding", "payroll", "hiring", "contracts"]));
    expect(domains().filter((name) => PLATFORM.includes(name))).toEqual([]);
  });

  it("no platform file imports a domain", () => {
    const files = platformFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => upwardImports(file, fs.readFileSync(file, "utf8")));
    // Each line: the platform file and the domain module it imports. Move the domain's rule to the domain and
    // pass it in (a parameter, or a registry filled at the top such as scripts/worker.ts).
    expect(found).toEqual([]);
  });

  it("sees static, type-only, re-exported, relative and dynamic imports", () => {
    const file = path.join(LIB, "storage", "planted.ts");
    const text = [
      'import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";',
      'import type { Actor } from "@/lib/auth/actor";',
      'import type { PayReportRow } from "@/lib/payroll/dto";',
      'export { seatStatusWorkflow } from "@/lib/hiring/workflow";',
      'import { db } from "../db";',
      'import { typeformPath } from "../onboarding/typeform";',
      'const later = () => import("@/lib/contracts/statuses");',
      'const old = require("@/lib/webhooks/schema");',
      'import { Button } from "@/components/ui/button";',
      'import { z } from "zod";',
    ].join("\n");
    expect(upwardImports(file, text)).toEqual([
      "lib/storage/planted.ts -> @/lib/documents/schema",
      "lib/storage/planted.ts -> @/lib/payroll/dto",
      "lib/storage/planted.ts -> @/lib/hiring/workflow",
      "lib/storage/planted.ts -> ../onboarding/typeform",
      "lib/storage/planted.ts -> @/lib/contracts/statuses",
      "lib/storage/planted.ts -> @/components/ui/button",
    ]);
  });
});
