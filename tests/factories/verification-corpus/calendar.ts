// Payroll months of the corpus: the labelled month and the clean months before it, with their working days
// (Monday to Friday; pro rata pay is by working days).
export type Month = {
  period: string;
  /** Months since January 2032 (drives the FX wave). */
  index: number;
  start: string;
  end: string;
  /** The dates (yyyy-mm-dd) of its working days, in order. */
  workdays: string[];
};

export const LABELLED_PERIOD = "203212";

const iso = (d: Date) => d.toISOString().slice(0, 10);

export function month(period: string): Month {
  const year = Number(period.slice(0, 4));
  const m = Number(period.slice(4, 6));
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const workdays: string[] = [];
  for (let d = 1; d <= days; d++) {
    const date = new Date(Date.UTC(year, m - 1, d));
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) workdays.push(iso(date));
  }
  return {
    period,
    index: (year - 2032) * 12 + (m - 1),
    start: iso(new Date(Date.UTC(year, m - 1, 1))),
    end: iso(new Date(Date.UTC(year, m - 1, days))),
    workdays,
  };
}

export function shiftPeriod(period: string, months: number): string {
  const year = Number(period.slice(0, 4));
  const m = Number(period.slice(4, 6)) - 1 + months;
  const y = year + Math.floor(m / 12);
  return `${y}${String((((m % 12) + 12) % 12) + 1).padStart(2, "0")}`;
}

/** The day before a date (yyyy-mm-dd). */
export function dayBefore(date: string, days = 1): string {
  return iso(new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000));
}
