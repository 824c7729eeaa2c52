// Scores the findings of the labelled month against the labels:
//   recall per kind   injected mistakes of the kind with a finding of one of its checks on that employee (for the
//                     provider kind: on that provider's register);
//   clean flagged     employees without a mistake that have any finding, and a blocking one, apart;
//   precision         findings on a mistaken employee (or the jumping provider's register) whose check fits the
//                     mistake (its checks or the ones also right to flag it) / all findings, per severity and check.
import type { Corpus } from "./corpus";
import type { Employee } from "./model";
import { MISTAKE_KIND, MISTAKE_KINDS } from "./mistake-kinds";
import { CLEAN_KINDS } from "./clean-kinds";

export type Finding = {
  reportId: string;
  employeeId: string | null;
  check: string;
  severity: string;
  employeeRef: string | null;
};

type Rate = { n: number; hit: number };
export type Score = {
  employees: number;
  countries: number;
  currencies: number;
  statedTotals: boolean;
  mistakes: number;
  cleanChanged: number;
  recall: Record<string, Rate & { checks: string[] }>;
  overall: Rate;
  clean: { n: number; any: number; blocking: number };
  cleanByKind: Record<string, { n: number; any: number; blocking: number; checks: Record<string, number> }>;
  precision: Record<string, Rate>;
  checks: Record<string, Rate & { severity: string }>;
  /** Findings on a mistaken employee whose check does not fit the mistake, by "kind: check". */
  offTarget: Record<string, number>;
  findings: number;
};

const fits = (kind: string, check: string) => {
  const k = MISTAKE_KIND.get(kind)!;
  return k.checks.includes(check) || (k.alsoFits ?? []).includes(check);
};

export function scoreFindings(corpus: Corpus, findings: Finding[], reportProvider: Map<string, string>): Score {
  const byKey = new Map<string, Employee>();
  for (const e of corpus.employees) {
    byKey.set(e.id, e);
    byKey.set(e.payrollId, e);
  }
  for (const list of corpus.phantoms.values()) for (const e of list) byKey.set(e.payrollId, e);
  const subject = (f: Finding) => byKey.get(f.employeeId ?? "") ?? byKey.get(f.employeeRef ?? "") ?? null;
  const perSubject = new Map<Employee, Finding[]>();
  const precision: Score["precision"] = { BLOCKING: { n: 0, hit: 0 }, REVIEW: { n: 0, hit: 0 } };
  const checks: Score["checks"] = {};
  const offTarget: Score["offTarget"] = {};
  for (const f of findings) {
    const who = subject(f);
    if (who) perSubject.set(who, [...(perSubject.get(who) ?? []), f]);
    const provider = reportProvider.get(f.reportId)!;
    const jumping = corpus.phantoms.has(provider);
    // A labelled employee's finding fits its mistake; a finding on no employee (or an extra person) fits the
    // register's provider-level mistake, if it has one.
    const label = who && who.n >= 0 ? (who.mistake ?? null) : jumping ? "provider-headcount-jump" : "no subject";
    const correct = label !== null && label !== "no subject" && fits(label, f.check);
    if (label && !correct) offTarget[`${label}: ${f.check}`] = (offTarget[`${label}: ${f.check}`] ?? 0) + 1;
    (precision[f.severity] ??= { n: 0, hit: 0 }).n++;
    const c = (checks[f.check] ??= { n: 0, hit: 0, severity: f.severity });
    c.n++;
    if (correct) {
      precision[f.severity].hit++;
      c.hit++;
    }
  }
  const recall: Score["recall"] = {};
  for (const k of MISTAKE_KINDS) recall[k.key] = { n: 0, hit: 0, checks: k.checks };
  for (const e of corpus.employees) {
    if (!e.mistake) continue;
    const r = recall[e.mistake];
    r.n++;
    if ((perSubject.get(e) ?? []).some((f) => r.checks.includes(f.check))) r.hit++;
  }
  const jump = recall["provider-headcount-jump"];
  for (const key of corpus.phantoms.keys()) {
    jump.n++;
    if (findings.some((f) => reportProvider.get(f.reportId) === key && jump.checks.includes(f.check))) jump.hit++;
  }
  const clean = { n: 0, any: 0, blocking: 0 };
  const cleanByKind: Score["cleanByKind"] = {};
  for (const k of [...CLEAN_KINDS.map((k) => k.key), "no change"])
    cleanByKind[k] = { n: 0, any: 0, blocking: 0, checks: {} };
  for (const e of corpus.employees) {
    if (e.mistake) continue;
    const mine = perSubject.get(e) ?? [];
    const kind = cleanByKind[e.clean ?? "no change"];
    clean.n++;
    kind.n++;
    if (mine.length) {
      clean.any++;
      kind.any++;
      for (const f of mine) kind.checks[f.check] = (kind.checks[f.check] ?? 0) + 1;
    }
    if (mine.some((f) => f.severity === "BLOCKING")) {
      clean.blocking++;
      kind.blocking++;
    }
  }
  const overall = Object.values(recall).reduce((s, r) => ({ n: s.n + r.n, hit: s.hit + r.hit }), { n: 0, hit: 0 });
  return {
    employees: corpus.employees.length,
    countries: new Set(corpus.employees.map((e) => e.country.code)).size,
    currencies: new Set(corpus.employees.map((e) => e.country.currency)).size,
    statedTotals: corpus.options.statedTotals,
    mistakes: overall.n,
    cleanChanged: corpus.employees.filter((e) => e.clean).length,
    recall,
    overall,
    clean,
    cleanByKind,
    precision,
    checks,
    offTarget,
    findings: findings.length,
  };
}

const pct = (hit: number, n: number) => (n === 0 ? "-" : `${((100 * hit) / n).toFixed(1)}%`);

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(head), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

/** The score as Markdown tables (printed by the test and the benchmark, pasted into docs/benchmarks.md). */
export function formatScore(score: Score, title: string): string {
  const recallRows = Object.entries(score.recall).map(([kind, r]) => [
    kind,
    r.checks.join(", "),
    String(r.n),
    String(r.hit),
    r.n === 0 ? "n/a" : pct(r.hit, r.n),
  ]);
  recallRows.push([
    "**all kinds**",
    "",
    String(score.overall.n),
    String(score.overall.hit),
    pct(score.overall.hit, score.overall.n),
  ]);
  const cleanRows = Object.entries(score.cleanByKind).map(([kind, c]) => [
    kind,
    String(c.n),
    `${c.any} (${pct(c.any, c.n)})`,
    `${c.blocking} (${pct(c.blocking, c.n)})`,
    Object.entries(c.checks)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(", "),
  ]);
  cleanRows.push([
    "**all clean employees**",
    String(score.clean.n),
    `${score.clean.any} (${pct(score.clean.any, score.clean.n)})`,
    `${score.clean.blocking} (${pct(score.clean.blocking, score.clean.n)})`,
    "",
  ]);
  const checkRows = Object.entries(score.checks)
    .sort((a, b) => b[1].n - a[1].n)
    .map(([check, c]) => [check, c.severity, String(c.n), String(c.hit), pct(c.hit, c.n)]);
  for (const [severity, p] of Object.entries(score.precision))
    checkRows.push([`**all ${severity.toLowerCase()}**`, severity, String(p.n), String(p.hit), pct(p.hit, p.n)]);
  return [
    `### ${title}`,
    `${score.employees} employees in ${score.countries} countries (${score.currencies} pay currencies); ` +
      `${score.mistakes} injected mistakes; ${score.cleanChanged} employees (${pct(score.cleanChanged, score.employees)}) ` +
      `with a clean change; ${score.findings} findings; registers state totals: ${score.statedTotals ? "yes" : "no (the pipeline does not keep stated totals apart yet)"}.`,
    "",
    table(["mistake kind", "checks that catch it", "injected", "caught", "recall"], recallRows),
    "",
    table(["clean employees", "n", "any finding", "blocking finding", "checks that flagged them"], cleanRows),
    "",
    table(["check", "severity", "findings", "on a fitting mistake", "precision"], checkRows),
    "",
    `Findings on a mistaken employee or register from a check that does not fit the mistake, or on no labelled employee ("no subject": report-level findings of registers without a provider-level mistake): ${
      Object.entries(score.offTarget)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join("; ") || "none"
    }.`,
  ].join("\n");
}
