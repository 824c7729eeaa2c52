"use client";

// THE tab bar (Radix Tabs): one Tab stop, arrow keys / Home / End move between tabs, panels labelled by their
// tab. `hash` keeps the selected tab in the URL hash (#employees), so links and reloads open the same tab.
import * as RadixTabs from "@radix-ui/react-tabs";
import { useCallback, useSyncExternalStore, type ReactNode } from "react";

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/** The tab named by the URL hash, or the fallback; the setter rewrites the hash without scrolling. */
export function useHashTab<T extends string>(values: readonly T[], fallback: T): [T, (value: T) => void] {
  const read = useCallback(() => {
    const hash = window.location.hash.slice(1) as T;
    return values.includes(hash) ? hash : fallback;
  }, [values, fallback]);
  const tab = useSyncExternalStore(subscribeToHash, read, () => fallback);
  const set = useCallback((value: T) => {
    history.replaceState(null, "", `#${value}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  }, []);
  return [tab, set];
}

export function Tabs({
  label,
  items,
  value,
  onValueChange,
  className,
}: {
  /** Accessible name of the tab list ("Company sections"). */
  label: string;
  items: TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className ?? "space-y-4"}>
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:border-indigo-600 data-[state=active]:font-semibold data-[state=active]:text-indigo-700"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="focus-visible:outline-none">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

/** Tabs kept in the URL hash. */
export function HashTabs({ label, items, fallback }: { label: string; items: TabItem[]; fallback?: string }) {
  const values = items.map((i) => i.value);
  const [tab, setTab] = useHashTab(values, fallback ?? values[0] ?? "");
  return <Tabs label={label} items={items} value={tab} onValueChange={setTab} />;
}
