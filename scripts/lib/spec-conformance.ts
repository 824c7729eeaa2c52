// Shared by scripts/spec-messages.ts (message coverage) and scripts/spec-conformance-doc.ts (docs/spec-conformance.md):
// reads the three spec documents, extracts their user-facing messages, reads the test files (through the
// TypeScript parser, so escapes and template literals are read as the values they stand for) and finds which
// tests cover which message and which spec section.
//
// WHAT COUNTS AS A MESSAGE
// 1. Quoted text. Specs 1 and 2 quote with single quotes, spec 3 with double quotes. A single quote between two
//    letters is an apostrophe (something's, can't, you'll), never a delimiter; the other single quotes of a line
//    pair up in order. Double quotes inside a single-quoted text belong to it ('Please type word "ARCHIVE"').
//    Spec 3 also writes a few messages unquoted after "message: " (up to the next ';', ')' or end of sentence).
// 2. One quoted text may hold several messages: " / " separates two texts shown together ('OmniPlatform is now
//    read-only / Please make changes on the Deel platform.'); a text starting with '...' abbreviates the full
//    text quoted just before it in the same row ('... payroll providers') and is not counted again.
// 3. Every quoted text is a message (validation messages, error and success toasts, banners, empty states,
//    confirmation and notice texts) UNLESS it is listed in LABELS below: button, link, tab and field labels,
//    page and modal titles, status pills, short checkbox labels, and values or formats the spec merely names.
//    A new quoted text in the spec is therefore a message until someone decides otherwise (fail-safe).
// 4. The same text quoted in several places is one message (with all its places).
//
// WHEN A MESSAGE IS COVERED
// A message is covered when a test file under tests/spec, tests/integration, tests/unit or tests/e2e holds it in
// one of its strings (string and template literals, JSX text, regular expression literals). A message with
// placeholders ({id}, {server message}, ...) or '...' is covered when each literal part between them is in a
// string of the same file (a title and its description are often two strings). The title of a test.todo covers
// nothing (a todo is a rule the product does not meet yet). Whitespace runs and typographic apostrophes are
// normalised on both sides; the comparison is otherwise exact (case-sensitive).
//
// A message the product does not need goes into ALLOWED with the reason.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(__dirname, "../..");
/** The specification: a copy of ../shared/spec kept in spec/ (CI has only the repository); SPEC_DIR overrides it. */
export const SPEC_DIR = process.env.SPEC_DIR ?? path.resolve(ROOT, "spec");
export const SPEC_FILES: Record<number, string> = {
  1: "1-hiring-core.md",
  2: "2-payroll-and-money.md",
  3: "3-back-office.md",
};
export const TEST_DIRS = ["tests/spec", "tests/integration", "tests/unit", "tests/e2e"];
export const DOC_PATH = "docs/spec-conformance.md";

// --- Labels: quoted texts that are not messages (rule 3) --------------------------------------------------------
const LABEL_GROUPS: Record<string, string[]> = {
  "button or link label": [
    "Edit details",
    "Send platform invite to Manager",
    "Get in touch",
    "Continue",
    "Upload order form",
    "Request order form",
    "Add employee",
    "Add Employee",
    "Later",
    "Complete profile",
    "Save and close",
    "Save edits",
    "Back",
    "Back to pending employees",
    "Next",
    "See more",
    "Generate Link",
    "Order form accepted",
    "Update Employer",
    "Send again",
    "Send To Manager",
    "Send to employee",
    "Complete internal review",
    "Review and make a payment",
    "Download CSV",
    "view details",
    "Submit termination request",
    "View document",
    "Start Verification",
    "Super Admin",
  ],
  "page, modal or column title": [
    "Edit company details",
    "Edit client details",
    "Edit your details",
    "Confirm email change",
    "Choose your type of hire",
    "Add employee details",
    "Order Form",
    "Review employee request",
    "Complete profile and build contract",
    "Complete basic profile",
    "Onboarding progress",
    "Delete {file}",
    "{country}: {provider name or unknown LSP}",
    "Request Termination For: {employee}",
    "Next cutoff date",
    "Error",
    "Step n/m",
    "requested by",
  ],
  "status pill or state name": ["Awaiting order form", "View order form", "Not Applicable", "dispatched", "unknown"],
  "short checkbox label": ["Order form already signed", "order form signed", "I agree to the Client Terms", "I agree"],
  "value, format or term the spec names (not shown as a message)": [
    "super managers",
    "seat",
    "edit-answers",
    "complete-information",
    "+",
    "*",
    "-",
    "Payroll admin",
    "unknown user",
    "not found",
    "lsp-bills",
    "Salary Deduction to Gross",
    "MMM dd, yyyy",
    " - Workbook",
    "the company e-mail domain",
    "ARCHIVE",
    "DELETE",
    "* required field",
  ],
};
export const LABELS: ReadonlyMap<string, string> = new Map(
  Object.entries(LABEL_GROUPS).flatMap(([kind, texts]) => texts.map((t) => [normalise(t).trim(), kind] as const)),
);

// --- Allow-list: messages the product does not need, with the reason ----------------------------------------------
const SERVER_FILLED =
  "spec 1 §8 'Dropdown load failures': the product fills this list on the server with its page (employee edit " +
  "employer choices, pay report upload providers, employees list filters, LSP detail), so no client-side list " +
  "load can fail with this message; a failed page load shows the error boundary";
export const ALLOWED: Record<string, string> = {
  "Please provide a job title":
    "spec 1 §5 gives it as the alternative wording of the manager form's job title rule ('Please enter a job title' " +
    "or 'Please provide a job title'); the product uses the first (tests/spec/spec1-s5-validation.test.ts)",
  "Please enter a holiday allowance":
    "spec 1 §5 'Fallback contract form': the product has no fallback form; every contract is built from a template " +
    "questionnaire whose entries carry the per-type messages (a holiday allowance entry is a number: 'Please enter a number')",
  "Cannot load the list of LSPs": SERVER_FILLED,
  "Cannot load the list of payroll providers": SERVER_FILLED,
  "Cannot load the list of legal entities": SERVER_FILLED,
  "Cannot load the list of LSP employees": SERVER_FILLED,
  "Failed to read justifications from server.":
    "spec 2 §8 'Justification read': the product reads no justifications on their own; each note comes with its " +
    "row of the bill detail (GET /gross-to-net/view/detail), whose failure shows 'Failed to read payroll reports from server.'",
  "Failed to load user data, due to error: {message}":
    "spec 3 §8 'Admin user load failure': the admin user page is rendered on the server with its data (an unknown " +
    "user is the 404 page); there is no client load that could fail with this message",
  "Failed to fetch onboardings":
    "spec 3 §8 'Onboardings fetch failure': the onboardings list is read on the server by the sign-in gate " +
    "(lib/onboarding/onboarding-gates.ts) that redirects to the onboarding app; no screen fetches it",
};

// --- Spec reading ---------------------------------------------------------------------------------------------
export type Section = { spec: number; section: number; title: string };
export type Place = { spec: number; section: number };
export type Message = { text: string; places: Place[] };

export function normalise(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, " ");
}

export function readSpec(spec: number): string {
  const file = path.join(SPEC_DIR, SPEC_FILES[spec]);
  if (!fs.existsSync(file)) throw new Error(`Spec not found: ${file} (set SPEC_DIR to the folder of the spec)`);
  return fs.readFileSync(file, "utf8");
}

export function specSections(): Section[] {
  const out: Section[] = [];
  for (const spec of [1, 2, 3]) {
    for (const line of readSpec(spec).split("\n")) {
      const h = /^## (\d+)\.\s+(.+)$/.exec(line);
      if (h) out.push({ spec, section: Number(h[1]), title: h[2].trim() });
    }
  }
  return out;
}

/** The quoted texts of one line (rule 1), in order. */
export function quotedTexts(line: string): string[] {
  const found: { at: number; text: string }[] = [];
  const isLetter = (c: string | undefined) => !!c && /[\p{L}\p{N}]/u.test(c);
  const singles: number[] = [];
  for (let i = 0; i < line.length; i++)
    if (line[i] === "'" && !(isLetter(line[i - 1]) && isLetter(line[i + 1]))) singles.push(i);
  const masked = line.split("");
  for (let k = 0; k + 1 < singles.length; k += 2) {
    const [a, b] = [singles[k], singles[k + 1]];
    found.push({ at: a, text: line.slice(a + 1, b) });
    for (let i = a; i <= b; i++) masked[i] = "\u0000";
  }
  const rest = masked.join("");
  for (const m of rest.matchAll(/"([^"\u0000]+)"/g)) found.push({ at: m.index, text: m[1] });
  const unquoted = rest.replace(/"[^"\u0000]*"/g, (s) => s.replace(/"/g, "\u0001"));
  for (const m of unquoted.matchAll(/\bmessage: ([A-Z][^;)\u0000]*?)(?=[;)]|\.(?:\s|$)|$)/g))
    found.push({ at: m.index, text: m[1].replace(/\u0001/g, '"') });
  // The unquoted form swallows the double-quoted word it contains ("DELETE"): drop that word on its own.
  const whole = found.filter(
    (f) => !found.some((g) => g !== f && g.text.length > f.text.length && g.text.includes(`"${f.text}"`)),
  );
  return whole.sort((x, y) => x.at - y.at).map((f) => f.text);
}

export type Quoted = { text: string; spec: number; section: number };

export function specQuotes(): Quoted[] {
  const out: Quoted[] = [];
  for (const spec of [1, 2, 3]) {
    let section = 0;
    for (const line of readSpec(spec).split("\n")) {
      const h = /^## (\d+)\./.exec(line);
      if (h) {
        section = Number(h[1]);
        continue;
      }
      for (const quoted of quotedTexts(line))
        for (const part of quoted.split(" / ")) {
          if (/^\s*(\.\.\.|…)/.test(part)) continue; // rule 2: abbreviation of the text before it
          const text = normalise(part).trim();
          if (text) out.push({ text, spec, section });
        }
    }
  }
  return out;
}

/** Every message of the three specs (rules 1-4), in order of first appearance. */
export function specMessages(): Message[] {
  const byText = new Map<string, Message>();
  for (const q of specQuotes()) {
    if (LABELS.has(q.text)) continue;
    const m = byText.get(q.text) ?? { text: q.text, places: [] };
    if (!m.places.some((p) => p.spec === q.spec && p.section === q.section))
      m.places.push({ spec: q.spec, section: q.section });
    byText.set(q.text, m);
  }
  return [...byText.values()];
}

// --- Test reading -----------------------------------------------------------------------------------------------
export function testFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    const abs = path.join(ROOT, dir);
    if (!fs.existsSync(abs)) return;
    for (const entry of fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
    }
  };
  for (const dir of TEST_DIRS) walk(dir);
  return out;
}

function parse(file: string): ts.SourceFile {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

const PLACEHOLDER = "\u0001";

/** The strings of a test file: literals as their values, template substitutions as PLACEHOLDER. */
export function fileStrings(file: string): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    // A test.todo / it.todo is a rule not met yet: its title covers nothing.
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "todo"
    )
      return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      out.push(node.head.text + node.templateSpans.map((s) => PLACEHOLDER + s.literal.text).join(""));
    } else if (ts.isJsxText(node)) out.push(node.text);
    else if (ts.isRegularExpressionLiteral(node)) {
      const source = node.text.slice(1, node.text.lastIndexOf("/"));
      out.push(source.replace(/\\([^A-Za-z0-9])/g, "$1"));
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return out.map(normalise);
}

/** The literal parts of a message: the text between its placeholders ({id}, {server message}) and '...'. */
function messageParts(text: string): string[] {
  return text
    .split(/\{[^}]*\}|\.\.\.|…/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export type Coverage = {
  messages: Message[];
  covered: Map<string, string[]>;
  allowed: Map<string, string>;
  uncovered: Message[];
  /** Allow-list entries that are no longer messages of the spec, or are covered after all. */
  staleAllowed: string[];
};

export function coverage(): Coverage {
  const messages = specMessages();
  const strings = testFiles().map((file) => ({ file, strings: fileStrings(file) }));
  const covered = new Map<string, string[]>();
  const allowed = new Map<string, string>();
  const uncovered: Message[] = [];
  for (const m of messages) {
    const parts = messageParts(m.text);
    const files = strings
      .filter((f) => parts.every((part) => f.strings.some((s) => s.includes(part))))
      .map((f) => f.file);
    if (files.length) covered.set(m.text, files);
    else if (ALLOWED[m.text]) allowed.set(m.text, ALLOWED[m.text]);
    else uncovered.push(m);
  }
  const staleAllowed = Object.keys(ALLOWED).filter((t) => !allowed.has(t));
  return { messages, covered, allowed, uncovered, staleAllowed };
}

export const where = (places: Place[]) => places.map((p) => `spec ${p.spec} §${p.section}`).join(", ");

// --- Test titles and their spec tags -----------------------------------------------------------------------------
export type TestTitle = { file: string; title: string; todo: boolean; tags: Place[] };

const TAG = /\[spec ([123]) §(\d+)\]/g;
export const tagsOf = (title: string): Place[] =>
  [...title.matchAll(TAG)].map((m) => ({ spec: Number(m[1]), section: Number(m[2]) }));

function titleText(node: ts.Expression | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText().slice(1, -1);
  return null;
}

/** it/test (with .each, .todo, .skip, .only, .concurrent) titles, with the tags of their own or enclosing describe. */
export function testTitles(file: string): TestTitle[] {
  const out: TestTitle[] = [];
  const calleeName = (expr: ts.Expression): string[] => {
    if (ts.isIdentifier(expr)) return [expr.text];
    if (ts.isPropertyAccessExpression(expr)) return [...calleeName(expr.expression), expr.name.text];
    if (ts.isCallExpression(expr)) return calleeName(expr.expression); // it.each(table)(title, fn)
    return [];
  };
  const visit = (node: ts.Node, inherited: Place[]) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const title = titleText(node.arguments[0]);
      if (title !== null && (name[0] === "describe" || (name[0] === "test" && name[1] === "describe"))) {
        const tags = tagsOf(title);
        node.arguments.slice(1).forEach((a) => visit(a, tags.length ? tags : inherited));
        return;
      }
      if (title !== null && (name[0] === "it" || name[0] === "test")) {
        const own = tagsOf(title);
        out.push({ file, title, todo: name.includes("todo"), tags: own.length ? own : inherited });
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, inherited));
  };
  visit(parse(file), []);
  return out;
}

/** The spec section a tests/spec file is named after (spec1-s5-....test.ts), if any. */
export function sectionOfFile(file: string): Place | null {
  const m = /\/spec([123])-s(\d+)-[^/]*$/.exec(file);
  return m ? { spec: Number(m[1]), section: Number(m[2]) } : null;
}
