// The 'Waiting for you' panel at the top of a landing page: each waiting thing as a count, a sentence linking to
// its filtered list and an optional line (age, date) or named rows; other teams' queues folded below the user's
// own; then what is next. Data: lib/home/.
import { WaitingLink as Link } from "@/components/home/waiting-link";
import type { ComingUpItem, Waiting, WaitingItem } from "@/lib/home/waiting-types";

const LINK =
  "font-medium text-indigo-700 underline-offset-2 hover:underline rounded-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

function Item({ item }: { item: WaitingItem }) {
  return (
    <li className="flex min-w-0 items-start gap-3 py-2">
      <span
        aria-hidden
        className="inline-flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full bg-amber-100 px-2 text-sm font-semibold text-amber-900 tabular-nums"
      >
        {item.count}
      </span>
      <div className="min-w-0 break-words">
        <Link href={item.href} className={LINK}>
          {item.text}
        </Link>
        {item.detail ? <p className="text-sm text-slate-600">{item.detail}</p> : null}
        {item.entries?.length ? (
          <ul className="mt-1 space-y-1 text-sm">
            {item.entries.map((e) => (
              <li key={e.key} className="flex flex-wrap items-baseline gap-x-2">
                <Link href={e.href} className={LINK}>
                  {e.label}
                </Link>
                <span className="text-slate-600">
                  {e.status}
                  {e.next ? ` · Next: ${e.next}` : ""}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

function ComingUp({ items }: { items: ComingUpItem[] }) {
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <h3 className="text-sm font-semibold text-slate-900">What is next</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {items.map((i) => (
          <li key={i.key} className="break-words">
            {i.href ? (
              <Link href={i.href} className={LINK}>
                {i.text}
              </Link>
            ) : (
              i.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WaitingPanel({ waiting }: { waiting: Waiting }) {
  return (
    <section
      aria-labelledby="waiting-for-you-heading"
      data-testid="waiting-for-you"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="waiting-for-you-heading" className="text-base font-semibold text-slate-900">
        Waiting for you
      </h2>
      {waiting.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing is waiting for you.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {waiting.items.map((item) => (
            <Item key={item.key} item={item} />
          ))}
        </ul>
      )}
      {waiting.others?.length ? (
        <details className="mt-3 border-t border-slate-200 pt-3" data-testid="waiting-others">
          <summary className="cursor-pointer rounded-sm text-sm font-semibold text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
            Other teams&apos; queues ({waiting.others.reduce((n, i) => n + i.count, 0)})
          </summary>
          <ul className="mt-1 divide-y divide-slate-100">
            {waiting.others.map((item) => (
              <Item key={item.key} item={item} />
            ))}
          </ul>
        </details>
      ) : null}
      {waiting.comingUp.length ? <ComingUp items={waiting.comingUp} /> : null}
    </section>
  );
}
