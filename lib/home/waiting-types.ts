// What a landing page's 'Waiting for you' panel shows (lib/home/*-waiting.ts load it, components/home/ render it).
// Client-safe: plain data, no server imports.

/** One named row under an item (a hire and its next step). */
export type WaitingEntry = { key: string; label: string; href: string; status: string; next?: string };

/** Something waiting: a count, the sentence saying it (count included) and the filtered list it links to. */
export type WaitingItem = {
  key: string;
  count: number;
  text: string;
  href: string;
  /** A second line: an age, a date, a hint. */
  detail?: string;
  entries?: WaitingEntry[];
};

/** What is next (no count: a date, a payroll period). */
export type ComingUpItem = { key: string; text: string; href?: string };

export type Waiting = {
  /** The user's own queue. */
  items: WaitingItem[];
  comingUp: ComingUpItem[];
  /** Other teams' queues the user also reaches, shown folded below their own. */
  others?: WaitingItem[];
};

export const NOTHING_WAITING: Waiting = { items: [], comingUp: [] };

/** "1 expense", "2 expenses". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Items with a count, in the given order (zero counts are not waiting). */
export function waitingItems(items: (WaitingItem | null | false | undefined)[]): WaitingItem[] {
  return items.filter((i): i is WaitingItem => !!i && i.count > 0);
}

/** "today", "1 day", "12 days" since `since`. */
export function ageOf(since: Date, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
  return days === 0 ? "today" : `${countOf(days, "day")}`;
}
