// The pay registers of the corpus as a provider sends them: one CSV per provider and month (employee id as the
// provider knows it, names, concept, value, currency of the row), plus, in the labelled month, a second register
// for providers that also paid someone under the platform's employee id.
import type { Corpus } from "./corpus";
import type { Month } from "./calendar";
import type { Employee, Provider } from "./model";
import { employedIn, payLines } from "./pay";

export const REGISTER_HEADER = "employeeId,firstName,lastName,concept,value,currency";

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const decimalsOf = (currency: string) => (currency === "JPY" ? 0 : 2);

function employeeRows(corpus: Corpus, e: Employee, m: Month, ref: string, labelled: boolean): string {
  const lines = payLines(e, m, {
    seed: corpus.options.seed,
    labelled,
    statedTotals: corpus.options.statedTotals,
  });
  const name = `${cell(e.firstName)},${cell(e.lastName)}`;
  let out = "";
  for (const line of lines) {
    const currency = line.currency ?? e.country.currency;
    out += `${cell(ref)},${name},${cell(e.country.concepts[line.role])},${line.value.toFixed(decimalsOf(currency))},${currency}\n`;
  }
  return out;
}

/** Who a provider's register of a month pays: its employees employed then, and in the labelled month also the
 *  ones paid by mistake after their employment ended, and the people of a headcount jump. */
export function paidIn(corpus: Corpus, provider: Provider, m: Month): Employee[] {
  const labelled = m.period === corpus.labelled.period;
  const people = corpus.employees.filter(
    (e) =>
      e.provider === provider &&
      (employedIn(e, m) || (labelled && e.mistake === "paid-after-employment-ended" && e.startDate <= m.end)),
  );
  if (labelled) people.push(...(corpus.phantoms.get(provider.key) ?? []));
  // The file's currency is read from its first row: that row is never the one sent in another currency.
  const first = people.findIndex((e) => e.mistake !== "row-in-other-currency");
  if (first > 0) people.unshift(...people.splice(first, 1));
  return people;
}

export function registerCsv(corpus: Corpus, provider: Provider, m: Month): string {
  const labelled = m.period === corpus.labelled.period;
  let csv = `${REGISTER_HEADER}\n`;
  for (const e of paidIn(corpus, provider, m)) {
    const rows = employeeRows(corpus, e, m, e.payrollId, labelled);
    csv += rows;
    if (labelled && e.plan.repeatRows) csv += rows;
  }
  return csv;
}

/** The labelled month's second register of a provider (people also paid under their platform id), or null. */
export function platformIdRegisterCsv(corpus: Corpus, provider: Provider): string | null {
  const people = corpus.employees.filter((e) => e.provider === provider && e.plan.underPlatformId);
  if (people.length === 0) return null;
  let csv = `${REGISTER_HEADER}\n`;
  for (const e of people) csv += employeeRows(corpus, e, corpus.labelled, e.id, true);
  return csv;
}
