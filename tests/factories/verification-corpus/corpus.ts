// The labelled corpus, generated from a seed: employees in six countries (four pay currencies) spread over two
// providers each, clean months before the labelled month, and in the labelled month a share of employees with
// one injected mistake each (dense, or at a realistic prevalence), a share of the others with one clean change
// each, and for some providers a register with a headcount jump. Pure data: nothing is written here.
import { COUNTRY_SPECS, type CountrySpec } from "./countries";
import { LABELLED_PERIOD, month, shiftPeriod, dayBefore, type Month } from "./calendar";
import type { Employee, Provider, Records } from "./model";
import { EMPLOYEE_MISTAKE_KINDS, MISTAKE_KIND } from "./mistake-kinds";
import { CLEAN_KINDS } from "./clean-kinds";
import { monthlyBase } from "./pay";
import { rng, rngFor } from "./prng";

export type CorpusOptions = {
  seed: number;
  employees: number;
  /** Share of employees with an injected mistake: about 0.01-0.03 realistic, 0.5 or more dense. */
  prevalence: number;
  /** Share of the other employees with a clean change (each of one kind). */
  cleanShare?: number;
  /** Clean months ingested before the labelled one (3-6). */
  priors?: number;
  /** Makes ids unique in a shared database (the same seed gives the same corpus apart from it). */
  tag: string;
  /** Whether the registers state their own totals (the pipeline must know stated-total concepts). */
  statedTotals: boolean;
};

export type Corpus = {
  options: Required<CorpusOptions>;
  labelled: Month;
  priors: Month[];
  providers: Provider[];
  employees: Employee[];
  /** People in a provider's labelled register who are not its employees (the headcount jump), by provider. */
  phantoms: Map<string, Employee[]>;
  records: Records;
};

const FIRST = ["Anna", "Luis", "Marie", "Tom", "Yuki", "Sara", "Jonas", "Lucía", "Emma", "Kenji", "Olivia", "Noah"];
const LAST = ["Becker", "Martin", "García", "Smith", "Johnson", "Tanaka", "Dubois", "Fischer", "López", "Sato"];
const TITLES = ["Software Engineer", "Accountant", "Sales Manager", "Designer", "Analyst", "Support Specialist"];

function pickCountry(weights: CountrySpec[], x: number): CountrySpec {
  const total = weights.reduce((s, c) => s + c.weight, 0);
  let at = x * total;
  for (const c of weights) if ((at -= c.weight) < 0) return c;
  return weights[weights.length - 1];
}

export function generateCorpus(input: CorpusOptions): Corpus {
  const options = { cleanShare: 0.35, priors: 4, ...input };
  const r = rng(options.seed);
  const { tag, seed } = options;
  const labelled = month(LABELLED_PERIOD);
  const previous = month(shiftPeriod(LABELLED_PERIOD, -1));
  const priors = Array.from({ length: options.priors }, (_, i) =>
    month(shiftPeriod(LABELLED_PERIOD, i - options.priors)),
  );
  const providers: Provider[] = COUNTRY_SPECS.flatMap((country) =>
    [1, 2].map((k) => ({
      key: `${country.code}${k}`,
      lspId: `${tag}-lsp-${country.code}${k}`,
      legalEntityId: `${tag}-le-${country.code}${k}`,
      country,
      name: `Verification ${country.code} payroll ${k} (${tag})`,
    })),
  );
  const employees: Employee[] = [];
  for (let n = 0; n < options.employees; n++) {
    const country = pickCountry(COUNTRY_SPECS, r.next());
    const providerKey = `${country.code}${r.chance(0.6) ? 1 : 2}`;
    const provider = providers.find((p) => p.key === providerKey)!;
    const [lo, hi] = country.annual;
    const step = country.decimals === 0 ? 10_000 : 100;
    const annual = Math.round((lo + r.next() * (hi - lo)) / step) * step;
    const foreign = r.chance(0.06);
    const contractCurrency = foreign ? country.contractCurrency : country.currency;
    const start = new Date(Date.UTC(2019, 0, 1) + r.int(0, 365 * 12) * 86_400_000).toISOString().slice(0, 10);
    employees.push({
      n,
      id: `${tag}-e${n}`,
      payrollId: `${tag.toUpperCase()}-${provider.key}-${String(n).padStart(6, "0")}`,
      firstName: r.pick(FIRST),
      lastName: r.pick(LAST),
      jobTitle: r.pick(TITLES),
      country,
      provider,
      // A foreign contract's annual amount is stated in its own currency (about the same value).
      annualBefore: foreign ? Math.round(annual / (country.decimals === 0 ? 150 : 1) / 100) * 100 : annual,
      annual: 0,
      contractCurrency,
      allowance: r.chance(0.55) ? r.int(country.allowance[0], country.allowance[1]) : 0,
      sacrificeRate: r.chance(0.3) ? 0.03 + r.int(0, 3) / 100 : 0,
      startDate: start,
      bankDetailsChangedAt: r.chance(0.15) ? `${start}T09:00:00.000Z` : undefined,
      plan: { paidFraction: 1, extra: {} },
    });
    employees[n].annual = employees[n].annualBefore;
  }
  const records: Records = { salaryHistory: [], bonuses: [], timeOff: [], expenses: [], jobTitles: [] };

  // Mistakes: one kind each, taken in turn (skipping kinds that do not apply to the employee's country).
  const order = r.shuffle(employees.map((e) => e.n));
  const mistaken = Math.round(options.employees * options.prevalence);
  const kinds = r.shuffle([...EMPLOYEE_MISTAKE_KINDS]);
  let turn = 0;
  for (const n of order.slice(0, mistaken)) {
    const e = employees[n];
    for (let tries = 0; tries < kinds.length; tries++) {
      const kind = kinds[turn++ % kinds.length];
      if (kind.applies && !kind.applies(e, options)) continue;
      e.mistake = kind.key;
      if (["recurring-concept-dropped", "tenfold-allowance"].includes(kind.key) && e.allowance === 0)
        e.allowance = e.country.allowance[0];
      break;
    }
  }
  // Clean changes for a share of the others, in turn; every other employee with a foreign contract is an FX move.
  const others = order.slice(mistaken);
  const changed = Math.round(others.length * options.cleanShare);
  const cleanKinds = CLEAN_KINDS.filter((k) => k.key !== "fx-move");
  turn = 0;
  for (const n of others.slice(0, changed)) {
    const e = employees[n];
    for (let tries = 0; tries < cleanKinds.length; tries++) {
      const kind = cleanKinds[turn++ % cleanKinds.length];
      if (kind.applies && !kind.applies(e)) continue;
      e.clean = kind.key;
      break;
    }
  }
  for (const n of others.slice(changed)) {
    const e = employees[n];
    if (e.contractCurrency !== e.country.currency) e.clean = "fx-move";
    // Bank details changed well before the 30-day window: nothing to flag.
    else if (rngFor(seed, e.id, "bank").chance(0.05))
      e.bankDetailsChangedAt = `${dayBefore(labelled.end, 35 + rngFor(seed, e.id, "bank-days").int(0, 45))}T09:00:00.000Z`;
  }
  for (const e of employees) {
    if (!e.mistake && !e.clean) continue;
    const ctx = {
      e,
      r: rngFor(seed, e.id, "kind"),
      labelled,
      previous,
      records,
      monthly: monthlyBase(e, e.annualBefore, labelled),
    };
    if (e.mistake) MISTAKE_KIND.get(e.mistake)!.inject(ctx);
    else CLEAN_KINDS.find((k) => k.key === e.clean)!.inject(ctx);
  }

  // Provider-level mistakes: a register paying 30-50% more people than the provider employs.
  const phantoms = new Map<string, Employee[]>();
  const byProvider = (p: Provider) => employees.filter((e) => e.provider === p);
  const candidates = r.shuffle(providers.filter((p) => byProvider(p).length >= 5));
  const jumps = Math.min(
    Math.max(1, Math.round(providers.length * options.prevalence)),
    Math.floor(candidates.length / 3),
  );
  for (const p of candidates.slice(0, jumps)) {
    const staff = byProvider(p).filter((e) => !e.mistake && !e.clean);
    const extra = Math.max(3, Math.ceil(byProvider(p).length * (0.3 + r.next() * 0.2)));
    phantoms.set(
      p.key,
      Array.from({ length: extra }, (_, j) => {
        const like = staff[j % Math.max(staff.length, 1)] ?? byProvider(p)[0];
        return {
          ...like,
          n: -1,
          id: `${tag}-x-${p.key}-${j}`,
          payrollId: `${tag.toUpperCase()}-${p.key}-X${String(j).padStart(5, "0")}`,
          mistake: MISTAKE_KIND.get("provider-headcount-jump")!.key,
          clean: undefined,
          plan: { paidFraction: 1, extra: {} },
        };
      }),
    );
  }
  return { options, labelled, priors, providers, employees, phantoms, records };
}
