/** @jest-environment node */
// Every workflow status change goes through transition() (lib/workflow.ts): it checks the domain's table and
// writes the status history, the audit event and the webhook outbox row in the same transaction (docs/development.md
// promises an event for every status change). This test reads the status field of every workflow declared with
// defineWorkflow and scans the server code (lib/, app/) for writes of those columns anywhere else:
//   - Prisma writes on the workflow's model: update, updateMany(AndReturn), upsert's update, nested update /
//     updateMany / upsert through a relation, setting the status field (a literal key, a local object the call
//     passes or spreads, `x.<field> = ...` on such an object or on one typed Prisma.<Model>...UpdateInput, or a
//     computed key [<workflow>.statusField]);
//   - raw SQL: UPDATE "<Model>" ... SET "<field>" = ..., INSERT INTO "<Model>" (... "<field>" ...) and
//     ON CONFLICT ... DO UPDATE SET "<field>" = ...;
//   - creation (create, createMany(AndReturn), upsert's create, nested create) is not a status change and is
//     allowed with a literal initial status of the table (one no other status leads to); any other creation
//     status must be in the allow-list with its reason.
// Not scanned: prisma/ (migrations, seed), scripts/ (benchmarks, soak) and tests/, which build fixtures directly.
// What the scan cannot see: a status key that arrives inside an object from elsewhere (a spread of a
// request body): the request schemas (zod) are what keep status fields out of those.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

type WorkflowLike = { entityType: string; model: string; statusField: string; transitions: Record<string, string[]> };
type Target = WorkflowLike & { table: string; initial: Set<string> };
type Finding = { file: string; line: number; kind: "write" | "sql" | "create"; what: string };

const ROOT = path.join(__dirname, "..", "..", "..");
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

// ------------------------------------------------------------------------------------------------
// The allow-list: documented exceptions, matched by file and what is written (not by line).
// ------------------------------------------------------------------------------------------------
const ALLOWED: { file: string; what: string; why: string }[] = [
  {
    file: "lib/employees/create-employee-from-seat.ts",
    what: "create Employee.onboardingStatus = IN_PROGRESS",
    why: "A seat conversion creates the employee In progress (spec 1 section 4, lib/employees/workflow.ts).",
  },
  {
    file: "lib/hiring/create-seat.ts",
    what: "create Seat.sowStatus",
    why: "A seat is created awaiting its proposal, or awaiting acceptance when its order form comes with it.",
  },
];

// ------------------------------------------------------------------------------------------------
// Workflows and the schema
// ------------------------------------------------------------------------------------------------

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const SCANNED = [...sourceFiles(path.join(ROOT, "lib")), ...sourceFiles(path.join(ROOT, "app"))];
const WORKFLOW_CORE = path.join(ROOT, "lib", "workflow.ts");

type SchemaModel = { table: string; fields: Map<string, string> };
function readSchema(): Map<string, SchemaModel> {
  const text = fs.readFileSync(path.join(ROOT, "prisma", "schema.prisma"), "utf8");
  const models = new Map<string, SchemaModel>();
  for (const [, name, body] of text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const fields = new Map<string, string>();
    for (const line of body.split("\n")) {
      const field = /^\s+(\w+)\s+(\w+)/.exec(line);
      if (field) fields.set(field[1], field[2]);
    }
    models.set(name, { table: /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? name, fields });
  }
  return models;
}
const SCHEMA = readSchema();
const modelOfDelegate = new Map([...SCHEMA.keys()].map((name) => [name[0].toLowerCase() + name.slice(1), name]));

function isWorkflow(value: unknown): value is WorkflowLike {
  const v = value as Partial<WorkflowLike> | null;
  return (
    !!v &&
    typeof v === "object" &&
    typeof v.entityType === "string" &&
    typeof v.model === "string" &&
    typeof v.statusField === "string" &&
    typeof v.transitions === "object" &&
    typeof (v as { canTransition?: unknown }).canTransition === "function"
  );
}

function targetOf(workflow: WorkflowLike, definedIn: string): Target {
  const model = modelOfDelegate.get(workflow.model);
  if (!model) throw new Error(`${definedIn}: no Prisma model '${workflow.model}'`);
  const states = new Set(Object.keys(workflow.transitions));
  const reached = new Set(
    Object.entries(workflow.transitions).flatMap(([from, tos]) => tos.filter((to) => to !== from)),
  );
  return {
    ...workflow,
    model,
    table: SCHEMA.get(model)!.table,
    initial: new Set([...states].filter((s) => !reached.has(s))),
  };
}

// ------------------------------------------------------------------------------------------------
// The scan
// ------------------------------------------------------------------------------------------------

const UPDATE_METHODS = new Set(["update", "updateMany", "updateManyAndReturn"]);
const CREATE_METHODS = new Set(["create", "createMany", "createManyAndReturn"]);
const NESTED_CREATE = new Set(["create", "createMany", "connectOrCreate"]);
const NESTED_UPDATE = new Set(["update", "updateMany", "upsert"]);

const nameOf = (name: ts.PropertyName | undefined) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) ? name.text : undefined;

function property(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && nameOf(p.name) === key) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === key) return p.name;
  }
  return undefined;
}

function sqlText(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string {
  if (!ts.isTemplateExpression(node)) return node.text;
  return node.head.text + node.templateSpans.map((span) => ` $x ${span.literal.text}`).join("");
}

/** The statements that set a target's column: UPDATE ... SET, INSERT INTO (columns), ON CONFLICT DO UPDATE SET. */
const patternCache = new WeakMap<Target[], ReturnType<typeof buildPatterns>>();
function buildPatterns(targets: Target[]) {
  return targets.map((target) => {
    const table = `"?${target.table}"?`;
    const end = `(?=\\bWHERE\\b|\\bFROM\\b|\\bRETURNING\\b|;|$)`;
    return {
      target,
      column: `(?:"${target.statusField}"|\\b${target.statusField}\\b)`,
      update: new RegExp(`\\bUPDATE\\s+${table}(?:\\s+(?:AS\\s+)?\\w+)?\\s+SET\\b([\\s\\S]*?)${end}`, "gi"),
      insert: new RegExp(`\\bINSERT\\s+INTO\\s+${table}\\s*\\(([^)]*)\\)`, "gi"),
      upsert: new RegExp(`\\bINSERT\\s+INTO\\s+${table}[\\s\\S]*?\\bDO\\s+UPDATE\\s+SET\\b([\\s\\S]*?)${end}`, "gi"),
    };
  });
}
function sqlPatterns(targets: Target[]) {
  let patterns = patternCache.get(targets);
  if (!patterns) patternCache.set(targets, (patterns = buildPatterns(targets)));
  return patterns;
}

function scan(file: string, text: string, targets: Target[]): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const add = (node: ts.Node, kind: Finding["kind"], what: string) =>
    findings.push({ file, line: lineOf(node), kind, what });
  const statusOf = (model: string) => targets.filter((t) => t.model === model);

  // Local objects a write may pass by name: their literal initialisers and `name.<field> = ...` assignments.
  const initialisers = new Map<string, ts.Expression[]>();
  const assignments = new Map<string, { field: string; node: ts.Node; value: ts.Expression }[]>();
  const typedAs = new Map<string, { model: string; creating: boolean }>();
  const prismaInput = /\bPrisma\.(\w+?)(?:Unchecked)?(Create|Update)\w*Input\b/;
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      if (node.initializer) {
        const list = initialisers.get(node.name.text) ?? [];
        list.push(node.initializer);
        initialisers.set(node.name.text, list);
      }
      const typed = node.type && prismaInput.exec(node.type.getText(source));
      if (typed && SCHEMA.has(typed[1]))
        typedAs.set(node.name.text, { model: typed[1], creating: typed[2] === "Create" });
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left)) &&
      ts.isIdentifier(node.left.expression)
    ) {
      const field = ts.isPropertyAccessExpression(node.left)
        ? node.left.name.text
        : ts.isStringLiteralLike(node.left.argumentExpression)
          ? node.left.argumentExpression.text
          : undefined;
      if (field) {
        const list = assignments.get(node.left.expression.text) ?? [];
        list.push({ field, node: node.left, value: node.right });
        assignments.set(node.left.expression.text, list);
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  const reportStatus = (
    model: string,
    field: string,
    node: ts.Node,
    value: ts.Expression | null,
    creating: boolean,
  ) => {
    const target = statusOf(model).find((t) => t.statusField === field);
    if (!target) return;
    if (!creating) return add(node, "write", `write ${model}.${field}`);
    const literal = value && ts.isStringLiteralLike(value) ? value.text : null;
    if (literal !== null && target.initial.has(literal)) return;
    add(node, "create", `create ${model}.${field}${literal !== null ? ` = ${literal}` : ""}`);
  };

  // The data of a write on `model` (creating or updating), followed through relations and local names.
  const checkData = (model: string, data: ts.Expression | undefined, creating: boolean, seen = new Set<string>()) => {
    if (!data) return;
    while (ts.isParenthesizedExpression(data) || ts.isAsExpression(data) || ts.isSatisfiesExpression(data))
      data = data.expression;
    if (ts.isArrayLiteralExpression(data)) {
      for (const element of data.elements) checkData(model, element, creating, seen);
      return;
    }
    if (ts.isIdentifier(data)) {
      if (seen.has(data.text)) return;
      seen.add(data.text);
      for (const init of initialisers.get(data.text) ?? []) checkData(model, init, creating, seen);
      for (const a of assignments.get(data.text) ?? []) reportStatus(model, a.field, a.node, a.value, creating);
      return;
    }
    if (ts.isConditionalExpression(data)) {
      checkData(model, data.whenTrue, creating, seen);
      checkData(model, data.whenFalse, creating, seen);
      return;
    }
    if (!ts.isObjectLiteralExpression(data)) return;
    for (const p of data.properties) {
      if (ts.isSpreadAssignment(p)) {
        checkData(model, p.expression, creating, seen);
        continue;
      }
      const key = ts.isShorthandPropertyAssignment(p) ? p.name.text : nameOf(p.name as ts.PropertyName);
      if (!key || !(ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p))) continue;
      const value = ts.isPropertyAssignment(p) ? p.initializer : p.name;
      reportStatus(model, key, p, value, creating);
      const related = SCHEMA.get(model)?.fields.get(key);
      if (related && SCHEMA.has(related) && ts.isObjectLiteralExpression(value)) {
        for (const op of value.properties) {
          if (!ts.isPropertyAssignment(op)) continue;
          const name = nameOf(op.name);
          if (name && NESTED_CREATE.has(name)) checkNested(related, op.initializer, true);
          if (name && NESTED_UPDATE.has(name)) checkNested(related, op.initializer, false);
        }
      }
    }
  };
  // A nested write: { data }, { where, data }, { create, update } (upsert), { where, create } or the data itself.
  const checkNested = (model: string, arg: ts.Expression, creating: boolean) => {
    if (ts.isArrayLiteralExpression(arg)) {
      for (const element of arg.elements) checkNested(model, element, creating);
      return;
    }
    if (!ts.isObjectLiteralExpression(arg)) return checkData(model, arg, creating);
    const data = property(arg, "data");
    const create = property(arg, "create");
    const update = property(arg, "update");
    if (data) checkData(model, data, creating);
    else if (create || update) {
      checkData(model, create, true);
      checkData(model, update, false);
    } else checkData(model, arg, creating);
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const delegate = node.expression.expression;
      const model = ts.isPropertyAccessExpression(delegate) ? modelOfDelegate.get(delegate.name.text) : undefined;
      const arg = node.arguments[0];
      if (model && arg && ts.isObjectLiteralExpression(arg)) {
        if (method === "upsert") {
          checkData(model, property(arg, "create"), true);
          checkData(model, property(arg, "update"), false);
        } else if (UPDATE_METHODS.has(method) || CREATE_METHODS.has(method)) {
          checkData(model, property(arg, "data"), CREATE_METHODS.has(method));
        }
      }
    }
    // A generic write of a workflow's status column (data: { [workflow.statusField]: ... }): transition()'s own.
    if (ts.isPropertyAssignment(node) && nameOf(node.name) === "data" && ts.isObjectLiteralExpression(node.initializer))
      for (const p of node.initializer.properties)
        if (p.name && ts.isComputedPropertyName(p.name) && /\bstatusField\b/.test(p.name.expression.getText(source)))
          add(p, "write", "write <workflow>.statusField");
    // An object typed as a Prisma input of a workflow model, written field by field or as a literal.
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && typedAs.has(node.name.text)) {
      const { model, creating } = typedAs.get(node.name.text)!;
      if (statusOf(model).length) {
        if (node.initializer) checkData(model, node.initializer, creating);
        for (const a of assignments.get(node.name.text) ?? []) reportStatus(model, a.field, a.node, a.value, creating);
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const sql = sqlText(node);
      if (/\b(UPDATE|INSERT)\b/i.test(sql))
        for (const { target: t, update, upsert, insert, column } of sqlPatterns(targets)) {
          const sets = (clause: string) => new RegExp(`${column}\\s*=(?!=)`).test(clause);
          for (const m of sql.matchAll(update))
            if (sets(m[1])) add(node, "sql", `SQL UPDATE ${t.table}.${t.statusField}`);
          for (const m of sql.matchAll(upsert))
            if (sets(m[1])) add(node, "sql", `SQL UPSERT ${t.table}.${t.statusField}`);
          for (const m of sql.matchAll(insert))
            if (new RegExp(column).test(m[1])) add(node, "sql", `SQL INSERT ${t.table}.${t.statusField}`);
        }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // One finding per place and kind (a local object can be reached from several writes).
  const unique = new Map(findings.map((f) => [`${f.file}:${f.line}:${f.what}`, f]));
  return [...unique.values()].sort((a, b) => a.line - b.line || a.what.localeCompare(b.what));
}

// ------------------------------------------------------------------------------------------------
// Tests
// ------------------------------------------------------------------------------------------------

let TARGETS: Target[] = [];

beforeAll(async () => {
  const definers = SCANNED.filter(
    (file) => file !== WORKFLOW_CORE && /\bdefineWorkflow\s*[<(]/.test(fs.readFileSync(file, "utf8")),
  );
  for (const file of definers) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(exports)) if (isWorkflow(value)) TARGETS.push(targetOf(value, rel(file)));
  }
  TARGETS = TARGETS.filter(
    (t, i) => TARGETS.findIndex((o) => o.model === t.model && o.statusField === t.statusField) === i,
  );
});

/** Only a speed-up (parsing every file takes seconds): a file without a Prisma write call, an SQL UPDATE or
 *  INSERT, a Prisma input type or a statusField cannot write a status column in a way scan() sees. */
const MAY_WRITE =
  /\.(create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert)\s*\(|\b(update|insert\s+into)\s+"?[a-z]\w*|statusField|Prisma\.\w+(Create|Update)\w*Input/i;
const format = (f: Finding) => `${f.file}:${f.line} ${f.what}`;
const allowed = (f: Finding) => ALLOWED.some((a) => a.file === f.file && a.what === f.what);

describe("[CORE] workflow status columns are written by transition() only", () => {
  it("finds the status field of every workflow, in the schema", () => {
    const fields = TARGETS.map((t) => `${t.model}.${t.statusField}`);
    // A floor, not the list: a new workflow joins the scan by itself.
    for (const known of [
      "GrossToNetFile.processingStatus",
      "ContractAmendment.reviewStatus",
      "Employee.onboardingStatus",
      "Seat.sowStatus",
      "Seat.seatStatus",
      "Contract.status",
      "Expense.status",
    ])
      expect(fields).toContain(known);
    for (const t of TARGETS) expect(SCHEMA.get(t.model)?.fields.has(t.statusField)).toBe(true);
  });

  it("no file of lib/ or app/ writes a status column outside lib/workflow.ts", () => {
    const findings = SCANNED.filter((file) => file !== WORKFLOW_CORE).flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return MAY_WRITE.test(text) ? scan(rel(file), text, TARGETS) : [];
    });
    expect(findings.filter((f) => !allowed(f)).map(format)).toEqual([]);
    // Every exception still stands for a write that exists: a stale entry would hide the next one.
    for (const a of ALLOWED)
      expect({ ...a, found: findings.some((f) => f.file === a.file && f.what === a.what) }).toMatchObject({
        found: true,
      });
  });

  it("the scan catches each way of bypassing transition() (and leaves reads and other columns alone)", () => {
    const fixture = `
      import type { Prisma } from "@/generated/prisma/client";
      export async function bypass(tx: any, db: any, client: any, id: string, workflow: any) {
        await tx.grossToNetFile.update({ where: { id }, data: { processingStatus: "PUBLISHED" } });
        await db.contractAmendment.updateMany({
          where: { id, reviewStatus: "pending" },
          data: { reviewStatus: "dispatched", version: { increment: 1 } },
        });
        await tx.expense.upsert({ where: { id }, create: { status: "PENDING" }, update: { status: "PAID" } });
        await tx.employee.update({ where: { id }, data: { contracts: { updateMany: { where: {}, data: { status: "archived" } } } } });
        const patch = { sowStatus: "sow_accepted" as const };
        await tx.seat.updateMany({ where: { id }, data: { ...patch, version: { increment: 1 } } });
        const change: Prisma.SeatUncheckedUpdateInput = {};
        change.seatStatus = "archived";
        await tx[workflow.model].updateMany({ where: { id }, data: { [workflow.statusField]: "X" } });
        await client.query(\`UPDATE "GrossToNetFile" f SET "updatedAt" = now(), "processingStatus" = $2 WHERE id = $1\`, [id]);
        await tx.$executeRaw\`UPDATE "Expense" SET status = 'PAID' WHERE id = \${id}\`;
        await client.query('INSERT INTO "Timesheet" (id, status) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET status = $2');
        await tx.employee.create({ data: { onboardingStatus: "ACTIVE" } });
        // None of these is a status write:
        await tx.grossToNetFile.create({ data: { processingStatus: "DRAFT" } });
        await tx.grossToNetFile.updateMany({ where: { id, processingStatus: "DRAFT" }, data: { processedRows: 1 } });
        await tx.payReportEmployeeTotal.updateMany({ where: { grossToNetId: id }, data: { status: "COPIED" } });
        await client.query(\`SELECT 1 FROM "GrossToNetFile" WHERE "processingStatus" = 'ERROR'\`);
        await client.query(\`UPDATE "GrossToNetFile" SET "processedRows" = 1 WHERE "processingStatus" = 'DRAFT'\`);
      }`;
    const found = scan("fixture.ts", fixture, TARGETS).map((f) => `${f.line} ${f.what}`);
    expect(found).toEqual([
      "4 write GrossToNetFile.processingStatus",
      "7 write ContractAmendment.reviewStatus",
      "9 write Expense.status",
      "10 write Contract.status",
      "11 write Seat.sowStatus",
      "14 write Seat.seatStatus",
      "15 write <workflow>.statusField",
      "16 SQL UPDATE GrossToNetFile.processingStatus",
      "17 SQL UPDATE Expense.status",
      "18 SQL INSERT Timesheet.status",
      "18 SQL UPSERT Timesheet.status",
      "19 create Employee.onboardingStatus = ACTIVE",
    ]);
  });
});
